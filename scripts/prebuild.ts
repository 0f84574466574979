/**
 * Build-time content pipeline entry point: validates every page, its links and the navigation,
 * compiles MDX and demos to modules under src/generated/, publishes demo code under
 * public/generated/, and fails with `file:line: reason` on the first content error.
 */
import path from 'node:path';
import { navByProduct } from '../data/nav/index';
import { APP_ROUTES, checkNavTargets } from '../src/pipeline/content/check-nav-targets';
import { checkLinks, type LinkTarget } from '../src/pipeline/content/check-links';
import { collectPages } from '../src/pipeline/content/collect-pages';
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
import type { SearchablePage } from '../src/pipeline/search/page-documents';
import { runApiStep } from './build-api';
import { runSearchStep } from './build-search';

const root = process.cwd();
const contentRoot = path.join(root, 'content');
const outDir = path.join(root, 'src/generated');

async function main() {
  const started = performance.now();
  const apiRoutes = await runApiStep(root);
  const versions = installedVersions(root);
  const dates = lastUpdatedDates('content');
  const pages = await collectPages(contentRoot, root);
  const records: PageRecord[] = [];
  const demos: DemoRecord[] = [];
  const links: Array<{ file: string; route: string; links: PageLink[] }> = [];
  const searchable: SearchablePage[] = [];
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
  }

  const targets = new Map<string, LinkTarget>(records.map((r) => [r.route, { ids: new Set(r.anchors) }]));
  for (const route of [...APP_ROUTES, ...apiRoutes]) targets.set(route, {});
  checkLinks(links, targets);
  checkNavTargets(navByProduct, new Set([...records.map((r) => r.route), ...apiRoutes]));

  await removeStaleModules(path.join(outDir, 'content'), new Set(records.map((r) => `${r.moduleId}.js`)));
  await removeStaleModules(path.join(outDir, 'demos'), new Set(demos.map((d) => `${d.id}.js`)));
  await writeDemos(demos, outDir, path.join(root, 'public'));
  await writeGeneratedIndex(outDir, records);
  await runSearchStep(root, searchable, versions);
  const ms = Math.round(performance.now() - started);
  console.log(`prebuild: ${records.length} pages, ${demos.length} demos compiled in ${ms} ms`);
}

main().catch((error: Error) => {
  console.error(`\nContent build failed:\n  ${error.message}\n`);
  process.exit(1);
});
