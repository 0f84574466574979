/**
 * Build-time content pipeline entry point: validates every page, its links and the navigation,
 * compiles MDX and demos to modules under src/generated/, publishes demo code under
 * public/generated/, and fails with `file:line: reason` on the first content error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeXLicense, readXLicenseKey } from '../src/modules/x-license';
import { products } from '../data/products';
import { navByProduct } from '../data/nav/index';
import { inHouseAds } from '../data/ads';
import { checkProducts } from '../src/pipeline/data/check-products';
import { checkInHouseAds } from '../src/pipeline/data/check-ads';
import { checkDataFiles } from '../src/pipeline/data/check-data-files';
import { parseTemplates } from '../src/pipeline/data/parse-templates';
import { checkNavData } from '../src/pipeline/content/check-nav-data';
import { APP_ROUTES, checkNavTargets, checkPagesInNav } from '../src/pipeline/content/check-nav-targets';
import { checkNavSections } from '../src/pipeline/content/check-nav-sections';
import { checkLinks, type LinkTarget } from '../src/pipeline/content/check-links';
import { checkTemplates } from '../src/pipeline/content/check-templates';
import { TEMPLATES_ROUTE, templates } from '../data/templates';
import { collectPages } from '../src/pipeline/content/collect-pages';
import {
  checkApiCoverage,
  checkExclusiveCoverage,
  checkComponentPages,
  contentStats,
  formatCoverage,
  formatStats,
  type ApiFacts,
  type PageFacts,
} from '../src/pipeline/content/content-stats';
import { installedVersions } from '../src/pipeline/content/installed-versions';
import { lastUpdatedDates } from '../src/pipeline/content/last-updated';
import { type PageRecord } from '../src/model/page-record';
import { moduleIdFor, pageRecordOf } from '../src/pipeline/content/page-record';
import { publishPageFonts } from '../src/pipeline/content/publish-fonts';
import {
  GENERATED_HEADER,
  removeStaleModules,
  writeGeneratedIndex,
  writeIfChanged,
} from '../src/pipeline/content/write-generated';
import type { DemoRecord } from '../src/model/demo-record';
import { groupByPage, writeDemos } from '../src/pipeline/demos/write-demos';
import { xLicenseModule } from '../src/pipeline/demos/x-license-module';
import { compilePage } from '../src/pipeline/markdown/compile-page';
import type { PageLink } from '../src/pipeline/markdown/remark-collect-links';
import type { SearchablePage } from '../src/pipeline/search/page-documents';
import { runApiStep } from './build-api';
import { runDemoRunnerStep } from './build-demo-runner';
import { runErrorCodesStep } from './build-error-codes';
import { runRedirectsStep } from './build-redirects';
import { runSearchStep } from './build-search';
import { runSiteOutputsStep } from './build-site-outputs';
import { runStyleFunctionsStep } from './build-style-functions';
import { runThemeTokensStep } from './build-theme-tokens';
import { runToolsDataStep } from './build-tools-data';
import { collectPosts } from '../src/pipeline/blog/collect-posts';
import { compilePosts } from '../src/pipeline/blog/compile-posts';
import { tagPath } from '../src/model/post-record';

const root = process.cwd();
const contentRoot = path.join(root, 'content');
const outDir = path.join(root, 'src/generated');

async function main() {
  const started = performance.now();
  const xLicense = readXLicenseKey(process.env);
  await writeIfChanged(path.join(outDir, 'x-license.js'), xLicenseModule(xLicense));
  // data/ is plain data (some of it ships to the browser): its schemas run here, not on import.
  checkProducts(products);
  checkInHouseAds(inHouseAds);
  parseTemplates(templates);
  checkDataFiles();
  const apiRoutes = await runApiStep(root);
  const errorCodes = await runErrorCodesStep(root);
  await runStyleFunctionsStep(root);
  await runThemeTokensStep(root);
  await runToolsDataStep(root);
  const versions = installedVersions(root);
  const dates = lastUpdatedDates('content');
  const pages = await collectPages(contentRoot, root);
  const records: PageRecord[] = [];
  const demos: DemoRecord[] = [];
  const links: Array<{ file: string; route: string; links: PageLink[] }> = [];
  const facts: PageFacts[] = [];
  const sources = new Map(pages.map((page) => [page.route, page.source]));
  const searchable: SearchablePage[] = [];
  for (const page of pages) {
    const compiled = await compilePage(page.source, path.join(root, page.file), { contentRoot, versions });
    const moduleId = moduleIdFor(page.route);
    await writeIfChanged(
      path.join(outDir, 'content', `${moduleId}.js`),
      `${GENERATED_HEADER}${compiled.code}`,
    );
    records.push(pageRecordOf(page, compiled, dates.get(page.file)));
    demos.push(...compiled.demos);
    searchable.push({
      route: page.route,
      product: page.frontmatter.product ?? page.segment,
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      components: page.frontmatter.components,
      hidden: page.frontmatter.hidden,
      sections: compiled.sections,
      demos: compiled.demos,
    });
    links.push({ file: page.file, route: page.route, links: compiled.links });
    facts.push({
      route: page.route,
      file: page.file,
      segment: page.segment,
      components: page.frontmatter.components,
      planned: page.frontmatter.planned,
      demos: compiled.demos.map((demo) => demo.name),
      links: compiled.links,
    });
  }

  const posts = await collectPosts(path.join(contentRoot, 'blog'), root);
  const blog = await compilePosts(posts, root, outDir, { contentRoot, versions });
  demos.push(...blog.demos);
  links.push(...blog.links);
  searchable.push(...blog.searchable);

  const targets = new Map<string, LinkTarget>(records.map((r) => [r.route, { ids: new Set(r.anchors) }]));
  const templateRoutes = checkTemplates(
    root,
    templates.map((t) => t.slug),
    TEMPLATES_ROUTE,
  );
  for (const r of blog.records) targets.set(r.route, { ids: new Set(r.anchors) });
  const tagRoutes = [...new Set(blog.records.flatMap((r) => r.tags))].map(tagPath);
  for (const route of [...APP_ROUTES, ...apiRoutes, ...templateRoutes, ...tagRoutes]) targets.set(route, {});
  checkLinks(links, targets);
  checkComponentPages(facts, apiRoutes);
  // The API step has just written the index; its entries say which API pages are components.
  const apiIndex = JSON.parse(readFileSync(path.join(outDir, 'api/index.json'), 'utf8')) as {
    entries: ApiFacts[];
  };
  const coverage = checkApiCoverage(facts, apiIndex.entries);
  checkExclusiveCoverage(facts, apiRoutes);
  checkNavData(navByProduct);
  checkNavTargets(navByProduct, new Set([...records.map((r) => r.route), ...apiRoutes]));
  checkPagesInNav(navByProduct, records);
  checkNavSections(navByProduct);

  const modules = [...records, ...blog.records].map((r) => `${r.moduleId}.js`);
  await removeStaleModules(path.join(outDir, 'content'), new Set(modules));
  const demoModules = new Set([...groupByPage(demos).keys()].map((pageId) => `${pageId}.js`));
  await removeStaleModules(path.join(outDir, 'page-demos'), demoModules);
  await writeDemos(demos, outDir, path.join(root, 'public'));
  await runDemoRunnerStep(root, demos);
  const fontCount = await publishPageFonts(
    root,
    pages.map((page) => ({ file: page.file, source: page.source, fonts: page.frontmatter.fonts })),
  );
  console.log(`page fonts: ${fontCount} stylesheets`);
  await writeGeneratedIndex(outDir, records);
  console.log(`blog: ${blog.records.length} posts, ${tagRoutes.length} tags`);
  const builtRoutes = await runSiteOutputsStep(root, {
    pages: records.map((record) => ({ record, source: sources.get(record.route)! })),
    posts: blog.records.map((record) => ({
      record,
      source: posts.find((p) => p.route === record.route)!.source,
    })),
    demos,
    errorCodes,
    versions,
  });
  await runSearchStep(root, searchable, versions);
  await runRedirectsStep(root, builtRoutes);
  const ms = Math.round(performance.now() - started);
  console.log(describeXLicense(xLicense));
  console.log(formatStats(contentStats(facts), apiPagesPerProduct(apiRoutes)));
  console.log(formatCoverage(coverage));
  console.log(
    `prebuild: ${records.length} pages, ${blog.records.length} posts, ${demos.length} demos, ${templateRoutes.length} templates compiled in ${ms} ms`,
  );
}

/** `/material-ui/api/button/` counts for material-ui; the per-product index `/material-ui/api/` does not. */
function apiPagesPerProduct(routes: ReadonlySet<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const route of routes) {
    const match = /^\/([^/]+)\/api\/[^/]+\/$/.exec(route);
    if (match) counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  }
  return counts;
}

main().catch((error: Error) => {
  console.error(`\nContent build failed:\n  ${error.message}\n`);
  process.exit(1);
});
