import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_REGISTRY_DIR, DEV_REGISTRY_MODULES, PAGES_ON_DEMAND_ENV } from './src/model/dev-pages.mjs';
import { ZH_REWRITE_SOURCE } from './src/modules/paths/zh-pages.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // What Next answers itself (the 404 page, API answers, router payloads) goes out gzipped; the
  // static site's pages and assets have their brotli and gzip copies (server/static-site.mjs).
  compress: true,
  trailingSlash: true,
  // A second build folder lets a dev server run beside a production build (docs/decisions/0019).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The trailing-slash redirect is one of our redirects() rules instead, after the table's, so an
  // old URL typed without its slash reaches its page in one hop (src/modules/redirects/next-redirects.ts).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks and lints the whole project (tests and scripts too) before it builds;
  // repeating both inside `next build` cost about 3 minutes of every CI run.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  async headers() {
    // The search index's name carries a hash of its bytes (src/pipeline/steps/search.ts): immutable.
    return [
      {
        source: '/search/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  async redirects() {
    // mui.com's URLs, old and current: data/redirects.ts, resolved by the prebuild against the
    // built pages into exact one-hop rules (src/pipeline/steps/redirects.ts). Destinations are paths,
    // so Next answers with a relative Location.
    return JSON.parse(readFileSync(new URL('./generated/next-redirects.json', import.meta.url), 'utf8'));
  },
  async rewrites() {
    // zh is recognised in paths but not translated: /zh/<page> serves the English page. Pages only:
    // files, Next's assets, /zh/api/... and /zh/demo-runner/... are 404 (src/modules/paths/zh-pages.mjs).
    return [
      { source: '/zh', destination: '/' },
      { source: ZH_REWRITE_SOURCE, destination: '/:path' },
    ];
  },
  webpack(config, { isServer, dev, buildId, webpack }) {
    // Async chunks (each page's demo group, the search dialog, demo variants) are named by id (or by
    // a webpackChunkName, as web-vitals has) in a folder of their own per build. webpack's runtime
    // then computes a chunk's URL from its id instead of carrying an id → content-hash map that
    // grows with every page of demos on every page; the build's folder keeps the URLs immutable
    // (docs/decisions/0005-demo-loading.md).
    if (!isServer && !dev) config.output.chunkFilename = `static/chunks/${buildId}/[name].js`;
    // The kit of the generated demo groups is re-exports only: marked free of side effects, a
    // group's import of one name reaches that module alone, so a page's demo chunk carries the Joy
    // theme or the MUI X key only when its demos need them (src/registry/demo-group-kit.ts).
    config.module.rules.push({ test: path.resolve('src/registry/demo-group-kit.ts'), sideEffects: false });
    // `npm run dev` compiles only the pages opened so far: the dev registry it writes stands in for
    // the registry's pages and demo groups, whose webpack contexts reach every page module
    // (src/model/dev-pages.mjs, docs/decisions/0019-author-hot-reload.md).
    if (dev && process.env[PAGES_ON_DEMAND_ENV] === '1') {
      for (const name of DEV_REGISTRY_MODULES) {
        config.plugins.push(
          new webpack.NormalModuleReplacementPlugin(
            new RegExp(`^@/registry/${name}$`),
            path.resolve('generated', DEV_REGISTRY_DIR, `${name}.ts`),
          ),
        );
      }
    }
    return config;
  },
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Feedback storage: PGlite loads its WebAssembly and data files from its own package folder,
    // so it (and node-postgres) must stay a plain Node import rather than be bundled.
    serverComponentsExternalPackages: ['@electric-sql/pglite', 'pg'],
    // instrumentation.ts opens the feedback database and runs its migrations on start.
    instrumentationHook: true,
  },
};

export default nextConfig;
