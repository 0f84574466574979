import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '@/pipeline/site/static-site';
import { chooseEncoding, NOT_FOUND_FILE, nextAnswers } from './not-found-page.mjs';

// The shapes of .next/routes-manifest.json and prerender-manifest.json, cut to what is read.
const routes = {
  redirects: [{ regex: '^(?:/(api/button))(?:/)?$' }, { regex: '^(?!/_next)(?:/((?:.*/)?[^/]*\\.[^/]+))/$' }],
  rewrites: {
    beforeFiles: [],
    afterFiles: [{ regex: '^/zh(?:/((?!api(?:/|$)|demo-runner(?:/|$)).*))(?:/)?$' }],
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
      '/zh/material-ui/no-such-page/', // rewritten, then Next's own 404
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

  it('reads rewrites given as a plain list', () => {
    expect(nextAnswers({ rewrites: [{ regex: '^/old(?:/)?$' }] }, {})('/old/')).toBe(true);
    expect(nextAnswers({}, {})('/old/')).toBe(false);
  });
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
