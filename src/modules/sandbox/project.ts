import type { SandboxSetup } from './setup';

export type SandboxLanguage = 'TS' | 'JS';

export interface DemoProjectInput {
  title: string;
  language: SandboxLanguage;
  /** The demo's own file plus its relative imports, keyed by path relative to the demo file. */
  files: Record<string, string>;
  /** Name of the demo's main file among `files`, e.g. `demo.tsx`. */
  entry: string;
  dependencies: Record<string, string>;
  /** Stylesheets and build set-up the demo's styling needs (setup.ts). */
  setup?: SandboxSetup;
  /** Version of each build tool, from the site's lockfile. */
  toolVersions: {
    vite: string;
    pluginReact: string;
    typescript: string;
    typesReact: string;
    typesReactDom: string;
  };
}

export interface SandboxProject {
  title: string;
  files: Record<string, string>;
  /** The file to open first. */
  openFile: string;
}

/** A Vite project that renders the demo: index.html, an index file, the demo and its imports. */
export function createSandboxProject(input: DemoProjectInput): SandboxProject {
  const ext = input.language === 'TS' ? 'tsx' : 'jsx';
  const entryName = input.entry.replace(/\.(tsx|ts|jsx|js)$/, '');
  const files: Record<string, string> = {};
  for (const [path, content] of Object.entries(input.files)) files[`src/${path}`] = content;
  Object.assign(files, input.setup?.files);

  files['index.html'] = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${input.title.replace(/</g, '&lt;')}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    `    <script type="module" src="/src/index.${ext}"></script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');

  files[`src/index.${ext}`] = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(input.setup?.entryImports ?? []).map((file) => `import '${file}';`),
    `import Demo from './${entryName}';`,
    '',
    `ReactDOM.createRoot(document.getElementById('root')${input.language === 'TS' ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    '    <Demo />',
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');

  const devDependencies: Record<string, string> = {
    vite: input.toolVersions.vite,
    '@vitejs/plugin-react': input.toolVersions.pluginReact,
    ...input.setup?.devDependencies,
  };
  if (input.language === 'TS') {
    devDependencies.typescript = input.toolVersions.typescript;
    devDependencies['@types/react'] = input.toolVersions.typesReact;
    devDependencies['@types/react-dom'] = input.toolVersions.typesReactDom;
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2020',
          lib: ['DOM', 'DOM.Iterable', 'ES2020'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          isolatedModules: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  files['vite.config.js'] = [
    "import { defineConfig } from 'vite';",
    "import react from '@vitejs/plugin-react';",
    '',
    'export default defineConfig({ plugins: [react()] });',
    '',
  ].join('\n');
  files['package.json'] = `${JSON.stringify(
    {
      name:
        input.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'demo',
      private: true,
      type: 'module',
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: input.dependencies,
      devDependencies,
    },
    null,
    2,
  )}\n`;
  return { title: input.title, files, openFile: `src/${input.entry}` };
}
