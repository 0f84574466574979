import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import type { BundleCost } from '@/model/api-types';

/** Counted apart from every component: React itself and the styling engine (Emotion). */
export const SHARED_EXTERNALS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@emotion/serialize',
  '@mui/styled-engine',
];

export interface BundleRequest {
  /** Output key, e.g. the export name. */
  id: string;
  /** ES module source of the entry, e.g. `export { default } from '@mui/material/Button';`. */
  source: string;
}

const VIRTUAL = 'api-bundle-entry';

/**
 * Bundles every request in ONE esbuild build (each entry its own self-contained output, no code
 * splitting): esbuild parses the shared package files once, which keeps hundreds of components fast.
 */
export async function measureBundles(
  requests: readonly BundleRequest[],
  resolveDir: string,
  external: readonly string[] = SHARED_EXTERNALS,
): Promise<Map<string, BundleCost>> {
  const byId = new Map(requests.map((r) => [r.id, r.source]));
  const plugin: Plugin = {
    name: 'virtual-entries',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${VIRTUAL}:`) }, (args) => ({
        path: args.path.slice(VIRTUAL.length + 1),
        namespace: VIRTUAL,
      }));
      b.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => ({
        contents: byId.get(args.path)!,
        resolveDir,
        loader: 'js',
      }));
    },
  };
  const result = await build({
    entryPoints: requests.map((r) => ({ in: `${VIRTUAL}:${r.id}`, out: r.id })),
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir: '/virtual-out',
    external: [...external],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [plugin],
  });
  const costs = new Map<string, BundleCost>();
  for (const file of result.outputFiles) {
    const id = file.path.replace(/^.*\/virtual-out\//, '').replace(/\.js$/, '');
    costs.set(id, {
      minified: file.contents.byteLength,
      gzip: gzipSync(file.contents, { level: 9 }).byteLength,
    });
  }
  return costs;
}

/** What React and Emotion cost once, for every page to show beside the component's own cost. */
export async function measureShared(resolveDir: string): Promise<Record<string, BundleCost>> {
  const [react, emotion] = await Promise.all([
    measureBundles(
      [
        {
          id: 'react',
          source: `export * from 'react'; export * from 'react-dom'; export * from 'react/jsx-runtime';`,
        },
      ],
      resolveDir,
      [],
    ),
    measureBundles(
      [
        {
          id: 'emotion',
          source: `export * from '@emotion/react'; export { default as styled } from '@emotion/styled';`,
        },
      ],
      resolveDir,
      ['react', 'react-dom', 'react/jsx-runtime'],
    ),
  ]);
  return { react: react.get('react')!, emotion: emotion.get('emotion')! };
}
