import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadScripts, withCompileHint } from './compile-hints';

describe('firstLoadScripts', () => {
  it('lists each framework script the page names once, decoded to its path under the build', () => {
    const html =
      '<head><link rel="preload" as="script" href="/_next/static/chunks/webpack-1.js"/>' +
      '<script src="/_next/static/chunks/webpack-1.js" async=""></script></head><body>' +
      '<script src="/_next/static/chunks/app/(docs)/%5Bproduct%5D/layout-2.js" async=""></script>' +
      '<script src="/_next/static/chunks/webpack-1.js" async=""></script></body>';
    expect(firstLoadScripts(html)).toEqual([
      'static/chunks/webpack-1.js',
      'static/chunks/app/(docs)/[product]/layout-2.js',
    ]);
  });

  it('leaves out the no-module polyfills, inline scripts and scripts from elsewhere', () => {
    const html =
      '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>' +
      '<script>self.__next_f.push([1,""])</script>' +
      '<script src="/sw-register.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    expect(firstLoadScripts(html)).toEqual([]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on a line of its own at the very top, before a "use strict" directive', () => {
    expect(withCompileHint('"use strict";a()')).toBe(`${COMPILE_HINT}\n"use strict";a()`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it('marks a script once, however often the postbuild runs', () => {
    const once = withCompileHint('a()');
    expect(withCompileHint(once)).toBe(once);
  });
});
