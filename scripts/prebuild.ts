/**
 * Build-time content pipeline entry point: validates every page, its links and the navigation,
 * compiles MDX and demos to modules under src/generated/, publishes demo code under
 * public/generated/, and fails with `file:line: reason` on the first content error.
 */
import path from 'node:path';
import { describeXLicense, readXLicenseKey } from '../src/modules/x-license';
import { products } from '../data/products';
import { productsSchema } from '../data/products.schema';
import { navByProduct } from '../data/nav/index';
import { APP_ROUTES, checkNavTargets } from '../src/pipeline/content/check-nav-targets';
import { checkLinks, type LinkTarget } from '../src/pipeline/content/check-links';
import { checkTemplates } from '../src/pipeline/content/check-templates';
import { TEMPLATES_ROUTE, templates } from '../data/templates';
import { collectPages } from '../src/pipeline/content/collect-pages';
import {
  checkComponentPages,
  contentStats,
  formatStats,
  type PageFacts,
} from '../src/pipeline/content/content-stats';
import { installedVersions } from '../src/pipeline/content/installed-versions';
import { lastUpdatedDates } from '../src/pipeline/content/last-updated';
import { moduleIdFor, type PageRecord } from '../src/pipeline/content/page-record';
import {
  GENERATED_HEADER,
  removeStaleModules,
  writeGeneratedIndex,
  writeIfChanged,
} from '../src/pipeline/content/write-generated';
import type { DemoRecord } from '../src/pipeline/demos/demo-record';
import { writeDemos } from '../src/pipeline/demos/write-demos';
import { compilePage } from '../src/pipeline/markdown/compile-page';
import type { PageLink } from '../src/pipeline/markdown/remark-collect-links';
import { runApiStep } from './build-api';

const root = process.cwd();
const contentRoot = path.join(root, 'content');
const outDir = path.join(root, 'src/generated');

async function main() {
  const started = performance.now();
  // data/products.ts is plain data (it ships to the browser); its schema runs here.
  productsSchema.parse(products);
  const apiRoutes = await runApiStep(root);
  const versions = installedVersions(root);
  const dates = lastUpdatedDates('content');
  const pages = await collectPages(contentRoot, root);
  const records: PageRecord[] = [];
  const demos: DemoRecord[] = [];
  const links: Array<{ file: string; route: string; links: PageLink[] }> = [];
  const facts: PageFacts[] = [];
  for (const page of pages) {
    const compiled = await compilePage(page.source, path.join(root, page.file), { contentRoot, versions });
    const moduleId = moduleIdFor(page.route);
    await writeIfChanged(
      path.join(outDir, 'content', `${moduleId}.js`),
      `${GENERATED_HEADER}${compiled.code}`,
    );
    const { product: _product, ...frontmatter } = page.frontmatter;
    records.push({
      ...frontmatter,
      route: page.route,
      file: page.file,
      segment: page.segment,
      slug: page.route.split('/').filter(Boolean).slice(1),
      toc: compiled.toc,
      anchors: compiled.anchors,
      lastUpdated: dates.get(page.file),
      moduleId,
    });
    demos.push(...compiled.demos);
    links.push({ file: page.file, route: page.route, links: compiled.links });
    facts.push({
      route: page.route,
      file: page.file,
      segment: page.segment,
      components: page.frontmatter.components,
      demos: compiled.demos.map((demo) => demo.name),
      links: compiled.links,
    });
  }

  const targets = new Map<string, LinkTarget>(records.map((r) => [r.route, { ids: new Set(r.anchors) }]));
  const templateRoutes = checkTemplates(
    root,
    templates.map((t) => t.slug),
    TEMPLATES_ROUTE,
  );
  for (const route of [...APP_ROUTES, ...apiRoutes, ...templateRoutes]) targets.set(route, {});
  checkLinks(links, targets);
  checkComponentPages(facts, apiRoutes);
  checkNavTargets(navByProduct, new Set([...records.map((r) => r.route), ...apiRoutes]));

  await removeStaleModules(path.join(outDir, 'content'), new Set(records.map((r) => `${r.moduleId}.js`)));
  await removeStaleModules(path.join(outDir, 'demos'), new Set(demos.map((d) => `${d.id}.js`)));
  await writeDemos(demos, outDir, path.join(root, 'public'));
  await writeGeneratedIndex(outDir, records);
  const ms = Math.round(performance.now() - started);
  console.log(describeXLicense(readXLicenseKey(process.env)));
  console.log(formatStats(contentStats(facts), apiPagesPerProduct(apiRoutes)));
  console.log(
    `prebuild: ${records.length} pages, ${demos.length} demos, ${templateRoutes.length} templates compiled in ${ms} ms`,
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
