import { describe, expect, it } from 'vitest';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { isZhNonPage, ZH_REWRITE_SOURCE } from './zh-pages.mjs';

// Compiled as Next compiles a rewrite's source (server/lib/router-utils/filesystem.js).
const rewrite = getPathMatch(ZH_REWRITE_SOURCE, { strict: true, removeUnnamedParams: true });

const pages = [
  '/zh/',
  '/zh/material-ui/react-button/',
  '/zh/x/api/data-grid/',
  '/zh/blog/',
  '/zh/apis/',
  '/zh/material-ui/api/button/',
];
const notPages = [
  '/zh/sw.js',
  '/zh/_next/static/chunks/main-app.js',
  '/zh/_next/data/build/index.json',
  '/zh/_next/',
  '/zh/llms.txt',
  '/zh/sitemap.xml',
  '/zh/icon.svg',
  '/zh/index.md',
  '/zh/material-ui/react-button/index.md',
  '/zh/api/feedback/',
  '/zh/api/button/',
  '/zh/demo-runner/index.html',
  '/zh/demo-runner/',
];

describe('the /zh/ rewrite', () => {
  it('takes page paths, to the same path without /zh', () => {
    for (const path of pages) expect([path, rewrite(path)]).toEqual([path, { path: path.slice(4) }]);
  });

  it('leaves files, _next/, the API and the demo runner alone: they are 404', () => {
    for (const path of notPages) expect([path, rewrite(path)]).toEqual([path, false]);
  });

  it('agrees with the check the middleware makes', () => {
    for (const path of pages) expect([path, isZhNonPage(path)]).toEqual([path, false]);
    for (const path of notPages) expect([path, isZhNonPage(path)]).toEqual([path, true]);
    expect(isZhNonPage('/zh')).toBe(false);
    expect(isZhNonPage('/sw.js')).toBe(false);
    expect(isZhNonPage('/zhx/sw.js')).toBe(false);
  });
});
