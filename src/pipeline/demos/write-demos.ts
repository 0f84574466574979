import path from 'node:path';
import { moduleIdFor } from '../content/page-record';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import type { DemoRecord } from '@/model/demo-record';
import { usesCommercialX } from './x-license-module';

/**
 * The generated modules behind `PageDemo` (components/demo/page-demo.client.tsx), per page:
 *
 * - `demo-loaders.js` maps each page with demos to a dynamic import of its demo group; `PageDemo`
 *   loads it as a chunk of its own. Every content page shares one route, whose first load holds
 *   every client module it can reach: a client wrapper per demo and variant there cost ~10 KB
 *   brotli for 304 demos plus the webpack runtime's map of hundreds of async chunks, and this map
 *   inline ~4 KB more (docs/decisions/0005-demo-loading.md).
 * - `page-demos/<page>.js` is that async chunk: the page's demos in their default styling; other
 *   stylings stay dynamic so a reader who never switches never loads them (the Tailwind ones bring
 *   their own stylesheet). Joy UI demos render inside `JoyDemoProvider` (the Joy theme following the
 *   site mode), which only chunks of pages with Joy demos import.
 *
 * The demo's own source stays free of site imports, so its sandbox runs as written. One JSON file per
 * variant holds its code for the viewer.
 */
export async function writeDemos(demos: DemoRecord[], outDir: string, publicDir: string): Promise<void> {
  const pages = groupByPage(demos);
  for (const [pageId, pageDemos] of pages) await writePageDemos(pageId, pageDemos, outDir, publicDir);
  await writeDemoLoaders(outDir, [...pages.keys()]);
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

export async function writeDemoLoaders(outDir: string, pageIds: string[]): Promise<void> {
  await writeIfChanged(path.join(outDir, 'demo-loaders.js'), demoLoadersSource(pageIds));
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

/** The module mapping each page (by module id) to a dynamic import of its demo group. */
export function demoLoadersSource(pageIds: readonly string[]): string {
  return [
    GENERATED_HEADER.trim(),
    'export const demoLoaders = {',
    ...pageIds.map((id) => `  ${JSON.stringify(id)}: () => import('./page-demos/${id}.js'),`),
    '};',
    '',
  ].join('\n');
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

function pageGroup(demos: DemoRecord[]): string {
  const joy = demos.some(usesJoy);
  const deferred = deferredDemos(demos);
  // Pro/Premium demos: the license key (if configured) is set before they render.
  const commercialX = demos.some((demo) =>
    demo.variants.some((v) => usesCommercialX(v.payload.dependencies)),
  );
  const imports: string[] = [];
  const lazies: string[] = [];
  const entries: string[] = [];
  demos.forEach((demo, index) => {
    const [first, ...others] = demo.variants;
    imports.push(`import D${index} from '${first.importPath}';`);
    const stylings = [`${first.styling}: D${index}`];
    for (const variant of others) {
      const local = `D${index}_${variant.styling}`;
      const load =
        variant.styling === 'Tailwind'
          ? `import('@/components/demo/tailwind-scope.css').then(() => import('${variant.importPath}'))`
          : `import('${variant.importPath}')`;
      lazies.push(`const ${local} = dynamic(() => ${load});`);
      stylings.push(`${variant.styling}: ${local}`);
    }
    entries.push(
      `  ${JSON.stringify(demo.name)}: { joy: ${usesJoy(demo)}, ${deferred.has(demo.name) ? 'deferred: true, ' : ''}Default: D${index}, stylings: { ${stylings.join(', ')} } },`,
    );
  });
  // A demo whose only (so default) styling is Tailwind is imported statically above, so its
  // scoped utilities stylesheet must be too: the lazy path below never runs for it.
  const tailwindDefault = demos.some((demo) => demo.variants[0].styling === 'Tailwind');
  return [
    "'use client';",
    GENERATED_HEADER.trim(),
    "import { createElement } from 'react';",
    "import dynamic from 'next/dynamic';",
    "import { useDemoStyling } from '@/components/demo/demo-styling-context';",
    ...(commercialX ? ["import '@generated/x-license';"] : []),
    ...(deferred.size > 0 ? ["import NearViewport from '@/components/demo/near-viewport.client';"] : []),
    ...(joy ? ["import JoyDemoProvider from '@/components/demo/joy-demo-provider.client';"] : []),
    ...(tailwindDefault ? ["import '@/components/demo/tailwind-scope.css';"] : []),
    ...imports,
    ...lazies,
    '',
    'const demos = {',
    ...entries,
    '};',
    '',
    'export default function PageDemo({ name }) {',
    '  const styling = useDemoStyling();',
    '  const demo = demos[name];',
    `  if (!demo) throw new Error('No demo "' + name + '" on ${demos[0].route}');`,
    '  const element = createElement(demo.stylings[styling] ?? demo.Default);',
    ...(deferred.size > 0 ? ['  if (demo.deferred) return createElement(NearViewport, null, element);'] : []),
    ...(joy
      ? ['  return demo.joy ? createElement(JoyDemoProvider, null, element) : element;']
      : ['  return element;']),
    '}',
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
