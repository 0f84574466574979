import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from './compile-hints';
import {
  bundlePath,
  bundleSource,
  isFirstLoadBundle,
  pageBundles,
  sharedScripts,
  withBundles,
} from './first-load-bundles';

describe('sharedScripts', () => {
  it('keeps the scripts every page names, in the first page’s order', () => {
    expect(
      sharedScripts([
        ['react.js', 'runtime.js', 'docs-page.js', 'layout.js'],
        ['layout.js', 'home-page.js', 'react.js', 'runtime.js'],
        ['runtime.js', 'react.js', 'layout.js', 'api-page.js'],
      ]),
    ).toEqual(['react.js', 'runtime.js', 'layout.js']);
  });

  it('is empty for no pages, and for pages with nothing in common', () => {
    expect(sharedScripts([])).toEqual([]);
    expect(sharedScripts([['a.js'], ['b.js']])).toEqual([]);
  });

  it('leaves out the app’s entry, which every page names too', () => {
    const entry = 'static/chunks/main-app-0123abcd.js';
    expect(
      sharedScripts([
        ['react.js', entry],
        [entry, 'react.js'],
      ]),
    ).toEqual(['react.js']);
  });
});

describe('pageBundles', () => {
  const entry = 'static/chunks/main-app-0123abcd.js';

  it('gives the shared list, then the page’s own scripts with the app’s entry last', () => {
    expect(pageBundles(['react.js', entry, 'layout.js', 'page.js'], ['react.js'])).toEqual([
      ['react.js'],
      ['layout.js', 'page.js', entry],
    ]);
  });

  it('leaves out an empty list', () => {
    expect(pageBundles(['react.js'], ['react.js'])).toEqual([['react.js']]);
    expect(pageBundles(['page.js'], [])).toEqual([['page.js']]);
  });
});

describe('bundleSource', () => {
  it('runs each source in its own mode: a strict chunk does not make a later sloppy one strict', () => {
    const strict = '"use strict";(self.log=self.log||[]).push("strict:"+(function(){return this})())';
    // Assigning an undeclared global throws in strict code; Next's main-app chunk does this.
    const sloppy = 'undeclaredGlobal=1;self.log.push("sloppy")';
    const context: { self?: unknown; log?: string[]; undeclaredGlobal?: number } = {};
    context.self = context;
    runInNewContext(bundleSource([strict, sloppy]), context);
    expect(context.log).toEqual(['strict:undefined', 'sloppy']);
    expect(context.undeclaredGlobal).toBe(1);
  });

  it('opens with one compile hint, taking out those the sources carried', () => {
    const source = bundleSource([`${COMPILE_HINT}\na()`, 'b()']);
    expect(source.startsWith(`${COMPILE_HINT}\n(function(){a()`)).toBe(true);
    expect(source.split(COMPILE_HINT)).toHaveLength(2);
  });

  it('survives a source that ends in a line comment', () => {
    const context: { ran?: number[] } = { ran: [] };
    runInNewContext(bundleSource(['ran.push(1)//# sourceMappingURL=a.js.map', 'ran.push(2)']), context);
    expect(context.ran).toEqual([1, 2]);
  });
});

describe('bundlePath', () => {
  it('names the bundle by its bytes, under the chunks folder, recognisably', () => {
    const path = bundlePath('a()');
    expect(path).toMatch(/^static\/chunks\/first-load-[0-9a-f]{16}\.js$/);
    expect(bundlePath('a()')).toBe(path);
    expect(bundlePath('b()')).not.toBe(path);
    expect(isFirstLoadBundle(path)).toBe(true);
    expect(isFirstLoadBundle('static/chunks/webpack-1.js')).toBe(false);
  });
});

describe('withBundles', () => {
  const page =
    '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
    '<link rel="preload" as="font" href="/_next/static/media/a.woff2"/>' +
    '<script src="/_next/static/chunks/react-2.js" async=""></script>' +
    '<script src="/_next/static/chunks/app/(docs)/%5Bproduct%5D/layout-3.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script></head>' +
    '<body><p>text</p><script>self.__next_f.push([1,""])</script>' +
    '<script src="/_next/static/chunks/webpack-1.js" async=""></script></body>';
  const bundled = new Set([
    'static/chunks/webpack-1.js',
    'static/chunks/react-2.js',
    'static/chunks/app/(docs)/[product]/layout-3.js',
  ]);

  it('puts the bundles where the first bundled script stood and drops the others and their preloads', () => {
    const html = withBundles(page, bundled, [
      'static/chunks/first-load-a.js',
      'static/chunks/first-load-b.js',
    ]);
    expect(html).toBe(
      '<head><link rel="preload" as="font" href="/_next/static/media/a.woff2"/>' +
        '<script src="/_next/static/chunks/first-load-a.js" async=""></script>' +
        '<script src="/_next/static/chunks/first-load-b.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script></head>' +
        '<body><p>text</p><script>self.__next_f.push([1,""])</script></body>',
    );
  });

  it('leaves scripts it was not asked to bundle', () => {
    const html = withBundles(page, new Set(['static/chunks/react-2.js']), ['static/chunks/first-load-a.js']);
    expect(html).toContain('<script src="/_next/static/chunks/first-load-a.js" async=""></script>');
    expect(html).toContain('layout-3.js" async=""></script>');
    expect(html).toContain('<script src="/_next/static/chunks/webpack-1.js" async=""></script>');
    expect(html).toContain('href="/_next/static/chunks/webpack-1.js"');
    expect(html).not.toContain('react-2.js');
  });

  it('fails when the page names none of the scripts, rather than drop the bundles', () => {
    expect(() => withBundles('<p>no scripts</p>', bundled, ['static/chunks/first-load-a.js'])).toThrow(
      /none of the 3 scripts/,
    );
  });
});
