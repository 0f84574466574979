/**
 * The app a reader ends up with after following the Toolpad Core tutorial
 * (content/toolpad/core/introduction/tutorial/index.mdx): the tutorial's own code blocks plus the
 * files `create-next-app` wrote before the first step. Shared by the tests that type-check, render
 * and build that app, so they all check the same code.
 */

/**
 * The last fenced ```tsx block of each `title="file"`, keyed by file name in order of first
 * appearance: the tutorial rewrites some files step by step, and the reader keeps the last version.
 */
export function tutorialFinalFiles(mdx: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const match of mdx.matchAll(/^```tsx title="([^"]+)"\n([\s\S]*?)^```$/gm)) {
    files.set(match[1], match[2]);
  }
  return files;
}

/**
 * What `create-next-app@14 --typescript --app --eslint --no-tailwind` leaves that a build reads,
 * after step 1 deletes the starter page and styles. Writing these ourselves, rather than letting
 * Next fill in defaults, keeps the build on the reader's settings (strict TypeScript, Next's lint
 * rules, an empty Next config) and never on this site's.
 */
export const READER_SCAFFOLD: ReadonlyMap<string, string> = new Map([
  [
    'package.json',
    `${JSON.stringify(
      {
        name: 'order-desk',
        version: '0.1.0',
        private: true,
        scripts: { dev: 'next dev', build: 'next build', start: 'next start', lint: 'next lint' },
      },
      null,
      2,
    )}\n`,
  ],
  [
    'tsconfig.json',
    `${JSON.stringify(
      {
        compilerOptions: {
          lib: ['dom', 'dom.iterable', 'esnext'],
          allowJs: true,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'preserve',
          incremental: true,
          plugins: [{ name: 'next' }],
          paths: { '@/*': ['./*'] },
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
        exclude: ['node_modules'],
      },
      null,
      2,
    )}\n`,
  ],
  ['next.config.mjs', "/** @type {import('next').NextConfig} */\nconst nextConfig = {};\n\nexport default nextConfig;\n"],
  ['.eslintrc.json', `${JSON.stringify({ extends: 'next/core-web-vitals' }, null, 2)}\n`],
]);
