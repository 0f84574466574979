import path from 'node:path';
import { moduleIdFor } from '../content/page-record';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import type { DemoRecord } from '@/model/demo-record';
import { usesCommercialX } from './x-license-module';

/**
 * The generated modules behind `PageDemo` (components/demo/page-demo.client.tsx), per page:
 * `page-demos/<page>.js`, the page's demo loaders as one small async chunk, loaded through the registry
 * (src/registry/demo-groups.ts, a webpack context over the folder: no loader map is written). Every
 * content page shares one route, whose first load holds every client module it can reach; a client
 * wrapper per demo and variant there cost ~10 KB brotli for 304 demos
 * (docs/decisions/0005-demo-loading.md).
 *
 * A group names each demo's default styling behind an `import()`, so each demo is a chunk of its
 * own, loaded when it nears the viewport; other stylings stay dynamic too, so a reader who never
 * switches never loads them (the Tailwind ones bring their own stylesheet). Everything else comes from one hand-written module,
 * src/registry/demo-group-kit.ts, and only what the page needs: `JoyDemoProvider` (the Joy theme
 * following the site mode) for pages with Joy demos, the MUI X key for pages with Pro or Premium
 * demos (docs/decisions/0022-registry-of-generated-modules.md).
 *
 * The demo's own source stays free of site imports, so its sandbox runs as written. One JSON file per
 * variant holds its code for the viewer.
 */
export async function writeDemos(demos: DemoRecord[], outDir: string, publicDir: string): Promise<void> {
  const pages = groupByPage(demos);
  for (const [pageId, pageDemos] of pages) await writePageDemos(pageId, pageDemos, outDir, publicDir);
  await writeIfChanged(path.join(outDir, 'demo-registry.js'), registry(demos));
}

/** One page's demo group and the code of each of its variants. */
export async function writePageDemos(
  pageId: string,
  pageDemos: DemoRecord[],
  outDir: string,
  publicDir: string,
): Promise<void> {
  await writeIfChanged(path.join(outDir, 'page-demos', `${pageId}.js`), pageGroup(pageDemos));
  for (const demo of pageDemos) {
    for (const variant of demo.variants) {
      await writeIfChanged(
        path.join(publicDir, 'generated', 'demos', demo.id, `${variant.styling}.json`),
        JSON.stringify({ title: demo.title, ...variant.payload }),
      );
    }
  }
}

/** The module id of the page a demo is on: its client modules are named after it. */
export function demoPageId(demo: Pick<DemoRecord, 'route'>): string {
  return moduleIdFor(demo.route);
}

/** Demos grouped by page, in page order of first appearance. */
export function groupByPage(demos: DemoRecord[]): Map<string, DemoRecord[]> {
  const pages = new Map<string, DemoRecord[]>();
  for (const demo of demos) {
    const id = demoPageId(demo);
    const list = pages.get(id);
    if (list) list.push(demo);
    else pages.set(id, [demo]);
  }
  return pages;
}

/** A page with this many data grid demos or more mounts the ones after the first few lazily. */
export const GRIDS_BEFORE_DEFERRING = 4;
const EAGER_GRIDS = 2;

const usesDataGrid = (demo: DemoRecord) =>
  demo.variants.some((v) =>
    Object.keys(v.payload.dependencies).some((name) => name.startsWith('@mui/x-data-grid')),
  );

/**
 * Names of the demos that mount when they near the viewport (NearViewport): on a page with many
 * grid demos, every grid demo after the first two.
 */
export function deferredDemos(demos: DemoRecord[]): Set<string> {
  const grids = demos.filter(usesDataGrid);
  if (grids.length < GRIDS_BEFORE_DEFERRING) return new Set();
  return new Set(grids.slice(EAGER_GRIDS).map((demo) => demo.name));
}

/** The kit every group imports from (everything but its demos). */
const DEMO_GROUP_KIT = '@/registry/demo-group-kit';

/**
 * A page's demo group: one call into the kit with a loader per demo, so each demo is a chunk of its
 * own that `PageDemo` asks for when the demo nears the viewport.
 */
function pageGroup(demos: DemoRecord[]): string {
  const deferred = deferredDemos(demos);
  const kit = new Set(['demoGroup']);
  // What the group hands the kit, only where the page needs it: the Joy theme, the grids' deferral,
  // the MUI X key for Pro/Premium demos (set before they render), and the Tailwind stylesheet of a
  // demo whose only (so default) styling is Tailwind.
  const options: string[] = [];
  const loaded: string[] = [];
  if (demos.some(usesJoy)) options.push('JoyDemoProvider');
  if (deferred.size > 0) options.push('NearViewport');
  if (demos.some((demo) => demo.variants.some((v) => usesCommercialX(v.payload.dependencies)))) {
    loaded.push('xLicense');
  }
  if (demos.some((demo) => demo.variants[0].styling === 'Tailwind')) loaded.push('tailwindScope');
  const entries = demos.map((demo) => {
    const [first, ...others] = demo.variants;
    const stylings = others.map((variant) => {
      const lazy = variant.styling === 'Tailwind' ? 'tailwindVariant' : 'variant';
      kit.add(lazy);
      return `${variant.styling}: ${lazy}(() => import('${variant.importPath}'))`;
    });
    return (
      `  ${JSON.stringify(demo.name)}: { joy: ${usesJoy(demo)}, ${deferred.has(demo.name) ? 'deferred: true, ' : ''}` +
      `load: () => import('${first.importPath}'), styling: '${first.styling}', stylings: ${stylings.length > 0 ? `{ ${stylings.join(', ')} }` : '{}'} },`
    );
  });
  for (const name of [...options, ...loaded]) kit.add(name);
  if (loaded.length > 0) options.push(`loaded: [${loaded.join(', ')}]`);
  return [
    "'use client';",
    GENERATED_HEADER.trim(),
    `import { ${[...kit].join(', ')} } from '${DEMO_GROUP_KIT}';`,
    '',
    `export default demoGroup(${JSON.stringify(demos[0].route)}, {`,
    ...entries,
    options.length > 0 ? `}, { ${options.join(', ')} });` : '});',
    '',
  ].join('\n');
}

/** Every demo by id, for the standalone /demos/<id>/ pages (they render it with `PageDemo`). */
function registry(demos: DemoRecord[]): string {
  return [
    GENERATED_HEADER.trim(),
    'export const demoRegistry = {',
    ...demos.map(
      (demo) =>
        `  ${JSON.stringify(demo.id)}: { title: ${JSON.stringify(demo.title)}, page: ${JSON.stringify(demoPageId(demo))}, name: ${JSON.stringify(demo.name)}, route: ${JSON.stringify(demo.route)}, stylings: ${JSON.stringify(demo.variants.map((v) => v.styling))} },`,
    ),
    '};',
    '',
  ].join('\n');
}

/** True when any variant of the demo imports Joy UI (the sandbox dependencies are read from the imports). */
export function usesJoy(demo: DemoRecord): boolean {
  return demo.variants.some((variant) => '@mui/joy' in variant.payload.dependencies);
}
