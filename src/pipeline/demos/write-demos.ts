import path from 'node:path';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import type { DemoRecord } from './demo-record';

/**
 * For each demo: a client wrapper module that renders the chosen styling variant, and one JSON
 * file per variant with its code for the viewer. Every variant, the default included, is a
 * `next/dynamic` import: all content pages share one route, whose client entry reaches every
 * wrapper, so a static import would put every demo of the site into every docs page's first load.
 * As dynamic chunks, a page loads (and server-renders) only the demos it shows.
 * A demo that imports @mui/joy renders inside `JoyDemoProvider` (the Joy theme, following the site
 * mode), itself dynamic so its theme stays out of pages without Joy demos. The demo's own source stays
 * free of site imports, so its sandbox runs as written.
 */
/**
 * The import expression of one variant. A Tailwind variant brings the scoped utilities stylesheet
 * first, whether it is the default (a Tailwind-only demo folder) or chosen later.
 */
function loadVariant(variant: { styling: string; importPath: string }): string {
  const component = `import('${variant.importPath}')`;
  return variant.styling === 'Tailwind'
    ? `import('@/components/demo/tailwind-scope.css').then(() => ${component})`
    : component;
}

export async function writeDemos(demos: DemoRecord[], outDir: string, publicDir: string): Promise<void> {
  for (const demo of demos) {
    const [first, ...others] = demo.variants;
    const joy = usesJoy(demo);
    const lines = [
      "'use client';",
      GENERATED_HEADER.trim(),
      "import { createElement } from 'react';",
      "import dynamic from 'next/dynamic';",
      "import { useDemoStyling } from '@/components/demo/demo-styling-context';",
      ...(joy ? ["const Joy = dynamic(() => import('@/components/demo/joy-demo-provider.client'));"] : []),
      `const Default = dynamic(() => ${loadVariant(first)});`,
      ...others.map((variant) => `const ${variant.styling} = dynamic(() => ${loadVariant(variant)});`),
      '',
      'function Variant() {',
      '  const styling = useDemoStyling();',
      ...others.map(
        (variant) => `  if (styling === '${variant.styling}') return createElement(${variant.styling});`,
      ),
      '  return createElement(Default);',
      '}',
      '',
      joy
        ? 'export default function DemoVariants() { return createElement(Joy, null, createElement(Variant)); }'
        : 'export default Variant;',
      '',
    ];
    await writeIfChanged(path.join(outDir, 'demos', `${demo.id}.js`), lines.join('\n'));
    for (const variant of demo.variants) {
      await writeIfChanged(
        path.join(publicDir, 'generated', 'demos', demo.id, `${variant.styling}.json`),
        JSON.stringify({ title: demo.title, ...variant.payload }),
      );
    }
  }
  const registry = [
    GENERATED_HEADER.trim(),
    ...demos.map((demo, index) => `import D${index} from './demos/${demo.id}.js';`),
    '',
    'export const demoRegistry = {',
    ...demos.map(
      (demo, index) =>
        `  ${JSON.stringify(demo.id)}: { title: ${JSON.stringify(demo.title)}, route: ${JSON.stringify(demo.route)}, stylings: ${JSON.stringify(demo.variants.map((v) => v.styling))}, Component: D${index} },`,
    ),
    '};',
    '',
  ].join('\n');
  await writeIfChanged(path.join(outDir, 'demo-registry.js'), registry);
}

/** True when any variant of the demo imports Joy UI (the sandbox dependencies are read from the imports). */
export function usesJoy(demo: DemoRecord): boolean {
  return demo.variants.some((variant) => '@mui/joy' in variant.payload.dependencies);
}
