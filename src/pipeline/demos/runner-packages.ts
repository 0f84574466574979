/**
 * Which packages the in-place demo editor can import (src/pipeline/steps/demo-runner.ts): React, every
 * Material UI component, and whatever the site's demos import (other MUI packages, the icons they
 * use, dayjs...). Each becomes its own lazily loaded chunk of the runner, so an edited demo loads
 * only what it imports. The icons package is never offered whole: thousands of modules.
 */

/** Always available, whatever the demos import. */
export const BASE_SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@mui/material',
  '@mui/material/styles',
  '@mui/material/colors',
];

// `import x from 'y'`, `import { a } from 'y'`, `export * from 'y'`, `import 'y'`; not `import type`.
const IMPORT_RE = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s*)?(['"])([^'"]+)\1/gm;

/** Package specifiers (not relative, not type-only) imported by the given sources. */
export function packageImports(sources: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(IMPORT_RE)) {
      const specifier = match[2];
      if (!specifier.startsWith('.') && !specifier.endsWith('.css')) found.add(specifier);
    }
  }
  return [...found];
}

/**
 * `Button` is a component folder of @mui/material; `utils`, `internal`, `node` are not, and the
 * `Pigment*` wrappers need the optional @mui/material-pigment-css, which the site does not install.
 */
export const isComponentFolder = (name: string) =>
  /^[A-Z][A-Za-z0-9]*$/.test(name) && !name.startsWith('Pigment');

export function runnerSpecifiers(demoImports: Iterable<string>, materialFolders: Iterable<string>): string[] {
  const all = new Set(BASE_SPECIFIERS);
  for (const folder of materialFolders) if (isComponentFolder(folder)) all.add(`@mui/material/${folder}`);
  for (const specifier of demoImports) if (specifier !== '@mui/icons-material') all.add(specifier);
  return [...all].sort();
}

/** The generated module the runner imports: one `import()` per specifier (one chunk each). */
export function packageLoadersModule(specifiers: readonly string[], header: string): string {
  return [
    header.trim(),
    'export const packageLoaders = {',
    ...specifiers.map((s) => `  ${JSON.stringify(s)}: () => import(${JSON.stringify(s)}),`),
    '};',
    '',
  ].join('\n');
}
