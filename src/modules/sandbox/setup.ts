/**
 * What a demo's sandbox needs beyond the demo's own files, decided when the demo is built: the
 * site's palette variables its code reads, and Tailwind's build set-up for the Tailwind styling.
 * On the site both come from the page (the theme's CSS variables, the site's Tailwind build); a
 * sandbox is a bare Vite project, so without them its colours and utility classes do nothing.
 */
export interface SandboxSetup {
  /** Extra project files, keyed by path from the project root. */
  files: Record<string, string>;
  /** Files under `src/` the entry imports before the demo (stylesheets). */
  entryImports: string[];
  devDependencies: Record<string, string>;
}

/** One colour scheme's palette, as MUI's theme holds it (`theme.colorSchemes.light.palette`). */
export type SchemePalette = Record<string, unknown>;

export interface SetupInput {
  styling: 'System' | 'Tailwind' | 'CSS';
  /** The demo's source and its relative imports (TypeScript, the JS twin reads the same names). */
  sources: string[];
  palettes: { light: SchemePalette; dark: SchemePalette };
  /** Installed versions: Tailwind's set-up pins `tailwindcss` and `postcss` to them. */
  versions: Readonly<Record<string, string>>;
}

const PALETTE_VARIABLE = /var\(\s*(--mui-palette-[A-Za-z0-9-]+)/g;

/** The site palette's CSS variables a source reads, sorted. */
export function paletteVariablesUsed(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) for (const match of source.matchAll(PALETTE_VARIABLE)) names.add(match[1]);
  return [...names].sort();
}

/** `--mui-palette-primary-contrastText` → `palette.primary.contrastText` in one scheme. */
function paletteValue(name: string, palette: SchemePalette): string | undefined {
  let value: unknown = palette;
  for (const key of name.slice('--mui-palette-'.length).split('-')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

/**
 * A stylesheet declaring each variable with the site's default values: light, and dark when the
 * reader's system asks for it. Throws for a name the theme does not define, so a typo in a demo
 * fails its build instead of leaving a colour out on the site and in the sandbox.
 */
export function paletteStylesheet(names: string[], palettes: SetupInput['palettes']): string {
  const declarations = (mode: 'light' | 'dark', indent: string) =>
    names.map((name) => {
      const value = paletteValue(name, palettes[mode]);
      if (value === undefined)
        throw new Error(`${name} is not a variable of the site theme's ${mode} palette`);
      return `${indent}${name}: ${value};`;
    });
  return [
    "/* The docs site's palette, which this demo's colours refer to. Change a value to restyle the demo. */",
    ':root {',
    ...declarations('light', '  '),
    '}',
    '',
    '@media (prefers-color-scheme: dark) {',
    '  :root {',
    ...declarations('dark', '    '),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** Tailwind 3 through Vite's PostCSS: the same options the site's Tailwind build uses for demos. */
function tailwindFiles(): Record<string, string> {
  return {
    'tailwind.config.js': [
      "/** @type {import('tailwindcss').Config} */",
      'export default {',
      "  content: { relative: true, files: ['./index.html', './src/**/*.{js,jsx,ts,tsx}'] },",
      '  // The demo is written for pages that keep their own base styles, as the docs site does.',
      '  corePlugins: { preflight: false },',
      '};',
      '',
    ].join('\n'),
    'postcss.config.js': ['export default {', '  plugins: { tailwindcss: {} },', '};', ''].join('\n'),
    'src/tailwind.css': ['@tailwind base;', '@tailwind components;', '@tailwind utilities;', ''].join('\n'),
  };
}

function pinned(name: string, versions: SetupInput['versions']): string {
  const version = versions[name];
  if (!version) throw new Error(`No installed version of "${name}" for the sandbox's build set-up`);
  return version;
}

/** The set-up for one styling variant, or undefined when the bare project runs it as it is. */
export function sandboxSetup({ styling, sources, palettes, versions }: SetupInput): SandboxSetup | undefined {
  const setup: SandboxSetup = { files: {}, entryImports: [], devDependencies: {} };
  const variables = paletteVariablesUsed(sources);
  if (variables.length > 0) {
    setup.files['src/site-palette.css'] = paletteStylesheet(variables, palettes);
    setup.entryImports.push('./site-palette.css');
  }
  if (styling === 'Tailwind') {
    Object.assign(setup.files, tailwindFiles());
    setup.entryImports.push('./tailwind.css');
    setup.devDependencies.tailwindcss = pinned('tailwindcss', versions);
    setup.devDependencies.postcss = pinned('postcss', versions);
  }
  return setup.entryImports.length > 0 ? setup : undefined;
}
