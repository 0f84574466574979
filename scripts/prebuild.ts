/**
 * Build-time content pipeline entry point: validates every page and the navigation, compiles MDX
 * to modules under src/generated/, and fails with `file:line: reason` on the first content error.
 */
import path from 'node:path';
import { collectPages } from '../src/pipeline/content/collect-pages';
import { compilePage } from '../src/pipeline/markdown/compile-page';
import { moduleIdFor, type PageRecord } from '../src/pipeline/content/page-record';
import {
  GENERATED_HEADER,
  removeStaleModules,
  writeGeneratedIndex,
  writeIfChanged,
} from '../src/pipeline/content/write-generated';
import { checkNavTargets } from '../src/pipeline/content/check-nav-targets';
import { navByProduct } from '../data/nav/index';
import { runApiStep } from './build-api';

const root = process.cwd();
const contentRoot = path.join(root, 'content');
const outDir = path.join(root, 'src/generated');

async function main() {
  const started = performance.now();
  const apiRoutes = await runApiStep(root);
  const pages = await collectPages(contentRoot, root);
  const records: PageRecord[] = [];
  for (const page of pages) {
    const { code, toc } = await compilePage(page.source, path.join(root, page.file), contentRoot);
    const moduleId = moduleIdFor(page.route);
    await writeIfChanged(path.join(outDir, 'content', `${moduleId}.js`), `${GENERATED_HEADER}${code}`);
    const { product: _product, ...frontmatter } = page.frontmatter;
    records.push({
      ...frontmatter,
      route: page.route,
      file: page.file,
      segment: page.segment,
      slug: page.route.split('/').filter(Boolean).slice(1),
      toc,
      moduleId,
    });
  }
  await removeStaleModules(path.join(outDir, 'content'), new Set(records.map((r) => `${r.moduleId}.js`)));
  await writeGeneratedIndex(outDir, records);
  checkNavTargets(navByProduct, new Set([...records.map((r) => r.route), ...apiRoutes]));
  const ms = Math.round(performance.now() - started);
  console.log(`prebuild: ${records.length} pages compiled in ${ms} ms`);
}

main().catch((error: Error) => {
  console.error(`\nContent build failed:\n  ${error.message}\n`);
  process.exit(1);
});
