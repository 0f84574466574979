import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_REGISTRY_DIR } from '@/model/dev-pages.mjs';
import type { PageRecord } from '@/model/page-record';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';

/** The routes in the wanted-pages file (one per line; repeats and blank lines are harmless). */
export function wantedRoutes(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

const DEV_HEADER = GENERATED_HEADER.replace(
  '`npm run prebuild` (scripts/prebuild.ts)',
  '`npm run dev` (scripts/dev.ts)',
);

/**
 * Writes the dev registry for `routes` (src/model/dev-pages.mjs): the pages' content modules and,
 * for those with demos, their demo groups. Next's dev server compiles only what it imports. These
 * two modules are the only ones that still name generated modules one by one: a webpack context, as
 * the registry uses, would compile every page (docs/decisions/0022-registry-of-generated-modules.md).
 */
export async function writeDevRegistry(
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
  const dir = path.join(outDir, DEV_REGISTRY_DIR);
  const pagesModule = path.join(dir, 'pages.ts');
  // A page asked for again is one Next's dev server has not picked up yet (seen when the module
  // changed while Next was still compiling the route): writing the same one again makes it look again.
  if (rewrite) {
    await mkdir(dir, { recursive: true });
    await writeFile(pagesModule, devPagesSource(pages));
  } else await writeIfChanged(pagesModule, devPagesSource(pages));
  await writeIfChanged(
    path.join(dir, 'demo-groups.ts'),
    devDemoGroupsSource(pages.map((page) => page.moduleId).filter((id) => groups.has(id))),
  );
  return pages;
}

/**
 * The dev stand-in for src/registry/pages.ts. It imports its pages statically: Next's dev server
 * refreshes an open page after a server-side edit only when the edited module is in the route's
 * own chunk; behind a dynamic import an edit showed only after a reload
 * (docs/decisions/0019-author-hot-reload.md).
 */
export function devPagesSource(pages: readonly PageRecord[]): string {
  const imports = pages.map(
    (page, i) => `import * as page${i} from '@generated/content/${page.moduleId}.js';\n`,
  );
  const entries = pages.map((page, i) => `  ${JSON.stringify(page.moduleId)}: page${i},\n`);
  return [
    DEV_HEADER,
    "import type { ContentModule } from '@/registry/pages';\n",
    ...imports,
    '\n',
    `const pages: Record<string, ContentModule> = {\n${entries.join('')}};\n`,
    '\n',
    '/** src/registry/pages.ts for `npm run dev`: the pages opened in this session, `undefined` for the others. */\n',
    'export function pageContent(moduleId: string): (() => Promise<ContentModule>) | undefined {\n',
    '  const page = pages[moduleId];\n',
    '  return page && (async () => page);\n',
    '}\n',
  ].join('');
}

/** The dev stand-in for src/registry/demo-groups.ts: the demo groups of the pages opened so far. */
export function devDemoGroupsSource(pageIds: readonly string[]): string {
  const entries = pageIds.map(
    (id) => `  ${JSON.stringify(id)}: () => import('@generated/page-demos/${id}.js'),\n`,
  );
  return [
    DEV_HEADER,
    "import type { DemoGroup } from '@/registry/demo-groups';\n",
    '\n',
    `const groups: Record<string, () => Promise<{ default: DemoGroup }>> = {\n${entries.join('')}};\n`,
    '\n',
    'export function loadDemoGroup(pageId: string): Promise<DemoGroup> {\n',
    '  const load = groups[pageId];\n',
    '  if (!load) return Promise.reject(new Error(`No demos for page "${pageId}"`));\n',
    '  return load().then((module) => module.default);\n',
    '}\n',
  ].join('');
}
