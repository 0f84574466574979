import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_DEMO_LOADERS, DEV_PAGE_LOADERS } from '@/model/dev-pages.mjs';
import type { PageRecord } from '@/model/page-record';
import { PAGE_LOADERS_PRELUDE, writeIfChanged } from '../content/write-generated';
import { demoLoadersSource } from '../demos/write-demos';

/** The routes in the wanted-pages file (one per line; repeats and blank lines are harmless). */
export function wantedRoutes(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/**
 * Writes the dev loader maps for `routes`: the pages' content modules and, for those with demos,
 * their demo groups. Next's dev server compiles only what these maps import.
 */
export async function writeDevLoaders(
  outDir: string,
  records: readonly PageRecord[],
  routes: ReadonlySet<string>,
  { rewrite = false } = {},
): Promise<PageRecord[]> {
  const pages = records.filter((record) => routes.has(record.route));
  const groups = new Set(
    (await readdir(path.join(outDir, 'page-demos')).catch(() => [] as string[])).map((name) =>
      name.replace(/\.js$/, ''),
    ),
  );
  const pageMap = path.join(outDir, DEV_PAGE_LOADERS);
  // A page asked for again is one Next's dev server has not picked up yet (seen when the map changed
  // while Next was still compiling the route): writing the same map again makes it look again.
  if (rewrite) await writeFile(pageMap, devPageLoadersSource(pages));
  else await writeIfChanged(pageMap, devPageLoadersSource(pages));
  await writeIfChanged(
    path.join(outDir, DEV_DEMO_LOADERS),
    demoLoadersSource(pages.map((page) => page.moduleId).filter((id) => groups.has(id))),
  );
  return pages;
}

/**
 * The dev page map imports its pages statically. Next's dev server refreshes an open page after a
 * server-side edit only when the edited module is in the route's own chunk; behind a dynamic
 * import, as in the full map, an edit showed only after a reload.
 */
export function devPageLoadersSource(pages: readonly PageRecord[]): string {
  const imports = pages.map((page, i) => `import * as page${i} from './content/${page.moduleId}.js';\n`);
  const loaders = pages.map((page, i) => `  ${JSON.stringify(page.route)}: async () => page${i},\n`);
  return (
    `${PAGE_LOADERS_PRELUDE}${imports.join('')}\n` +
    `export const pageLoaders: Record<string, () => Promise<PageModule>> = {\n${loaders.join('')}};\n`
  );
}
