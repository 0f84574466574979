import path from 'node:path';
import { GENERATED_HEADER, writeIfChanged } from '../content/write-generated';
import type { DemoRecord } from './demo-record';

/**
 * For each demo: a client wrapper module that renders the chosen styling variant, and one JSON
 * file per variant with its code for the viewer. Every variant, the default included, is a
 * `next/dynamic` import: all content pages share one route, whose client entry reaches every
 * wrapper, so a static import would put every demo of the site into every docs page's first load.
 * As dynamic chunks, a page loads (and server-renders) only the demos it shows.
 */
/** Joy UI demos get Joy's theme, which follows the site's color scheme (JoyDemoProvider). */
export function usesJoy(demo: DemoRecord): boolean {
  return demo.variants.some((variant) => '@mui/joy' in variant.payload.dependencies);
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
      ...(joy ? ["import { JoyDemoProvider } from '@/components/demos/JoyDemoProvider';"] : []),
      `const Default = dynamic(() => import('${first.importPath}'));`,
      ...others.map((variant) =>
        variant.styling === 'Tailwind'
          ? `const ${variant.styling} = dynamic(() => import('@/components/demo/tailwind-scope.css').then(() => import('${variant.importPath}')));`
          : `const ${variant.styling} = dynamic(() => import('${variant.importPath}'));`,
      ),
      '',
      joy
        ? 'export default function DemoVariants() {\n  return createElement(JoyDemoProvider, null, createElement(Variant));\n}\n\nfunction Variant() {'
        : 'export default function DemoVariants() {',
      '  const styling = useDemoStyling();',
      ...others.map(
        (variant) => `  if (styling === '${variant.styling}') return createElement(${variant.styling});`,
      ),
      '  return createElement(Default);',
      '}',
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
