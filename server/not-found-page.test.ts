import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '@/pipeline/site/static-site';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtPageIn, chooseEncoding, NOT_FOUND_FILE, nextAnswers } from './not-found-page.mjs';

// The shapes of .next/routes-manifest.json and prerender-manifest.json, cut to what is read.
const routes = {
  redirects: [{ regex: '^(?:/(api/button))(?:/)?$' }, { regex: '^(?!/_next)(?:/((?:.*/)?[^/]*\\.[^/]+))/$' }],
  rewrites: {
    beforeFiles: [],
    afterFiles: [
      {
        source: '/zh/:path((?!(?:api|demo-runner|_next)(?:/|$))(?:[^/]*/)*[^/.]*)',
        regex: '^/zh(?:/((?!(?:api|demo-runner|_next)(?:/|$))(?:[^/]*/)*[^/.]*))(?:/)?$',
      },
      { source: '/old-name/', regex: '^/old\\-name(?:/)?$' },
    ],
    fallback: [],
  },
  staticRoutes: [{ regex: '^/ad\\-config\\.json(?:/)?$' }, { regex: '^/versions(?:/)?$' }],
  dynamicRoutes: [
    { page: '/[product]/[...slug]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
    { page: '/shop/[item]', regex: '^/shop/([^/]+?)(?:/)?$' },
  ],
};
const prerender = {
  dynamicRoutes: { '/[product]/[...slug]': { fallback: false }, '/shop/[item]': { fallback: null } },
};

it('reads the 404 page where the postbuild writes it', () => {
  expect(NOT_FOUND_FILE).toBe(NOT_FOUND_PAGE.staged);
});

describe('nextAnswers', () => {
  const answers = nextAnswers(routes, prerender);

  it('leaves redirects, rewrites and routes rendered on demand to Next (#45)', () => {
    for (const path of [
      '/api/button/', // a redirect: it must still win over the 404
      '/file.txt/', // the trailing-slash rule
      '/old-name/', // rewritten elsewhere
      '/ad-config.json/', // a route handler
      '/versions/',
      '/shop/anything/', // dynamicParams: rendered on demand
      '/api/feedback/',
      '/api/unknown/',
      '/_next/data/x/',
      '/_not-found/',
      '/demo-runner/',
    ]) {
      expect([path, answers(path)]).toEqual([path, true]);
    }
  });

  it('takes any other page path, including a built-only dynamic route that was not built', () => {
    for (const path of ['/no-such-page/', '/material-ui/no-such-page/', '/zhx/', '/']) {
      expect([path, answers(path)]).toEqual([path, false]);
    }
  });

  it('answers a /zh/ path as Next would answer the page it stands for', () => {
    const built = new Set(['/', '/material-ui/react-button/']);
    const withPages = nextAnswers(routes, prerender, (path) => built.has(path));
    for (const path of ['/zh/', '/zh/material-ui/react-button/', '/zh/api/button/x/', '/zh/shop/anything/']) {
      expect([path, withPages(path)]).toEqual([path, !path.startsWith('/zh/api/')]);
    }
    // No page there, or a path the rewrite leaves alone: Next's answer would be its 404 page.
    for (const path of ['/zh/no-such-page/', '/zh/material-ui/no-such-page/', '/zh/api/feedback/']) {
      expect([path, withPages(path)]).toEqual([path, false]);
    }
  });

  it('reads rewrites given as a plain list', () => {
    expect(nextAnswers({ rewrites: [{ regex: '^/old(?:/)?$' }] }, {})('/old/')).toBe(true);
    expect(nextAnswers({}, {})('/old/')).toBe(false);
  });
});

it('finds a built page where the static site stages it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  try {
    mkdirSync(path.join(dir, 'material-ui/react-button'), { recursive: true });
    writeFileSync(path.join(dir, 'material-ui/react-button/index.html'), '');
    writeFileSync(path.join(dir, 'index.html'), '');
    const isBuilt = builtPageIn(dir);
    expect(isBuilt('/material-ui/react-button/')).toBe(true);
    expect(isBuilt('/')).toBe(true);
    expect(isBuilt('/material-ui/')).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('chooseEncoding', () => {
  const both = { br: true, gzip: true };
  it('prefers brotli, then gzip, among the copies there are', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate, br', { gzip: true })).toBe('gzip');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
  });
});
