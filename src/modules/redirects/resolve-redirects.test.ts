import { describe, expect, it } from 'vitest';
import { checkRedirects, expandPattern, resolveRedirects, type RedirectInputs } from './resolve-redirects';
import { redirectsFileText, withLanguagePrefix } from './redirect-outputs';

const built = new Set([
  '/material-ui/react-button/',
  '/material-ui/react-chip/',
  '/base-ui/getting-started/',
  '/x/react-data-grid/',
]);
const inputs = (overrides: Partial<RedirectInputs>): RedirectInputs => ({
  rules: [],
  standIns: [],
  knownUrls: [],
  built,
  ...overrides,
});
const resolve = (overrides: Partial<RedirectInputs>) => resolveRedirects(inputs(overrides)).redirects;

describe('expandPattern', () => {
  it('maps each page a one-segment pattern matches, part of a segment included', () => {
    expect(
      expandPattern({ from: '/components/:name/', to: '/material-ui/react-:name/', each: true }, built),
    ).toEqual([
      ['/components/button/', '/material-ui/react-button/'],
      ['/components/chip/', '/material-ui/react-chip/'],
    ]);
  });

  it('maps any depth with :path*, the bare prefix included', () => {
    const pages = ['/x/react-data-grid/', '/x/react-data-grid/a/b/', '/x/other/'];
    expect(
      expandPattern(
        { from: '/components/data-grid/:path*', to: '/x/react-data-grid/:path*', each: true },
        pages,
      ),
    ).toEqual([
      ['/components/data-grid/', '/x/react-data-grid/'],
      ['/components/data-grid/a/b/', '/x/react-data-grid/a/b/'],
    ]);
  });
});

describe('resolveRedirects', () => {
  it('keeps a row to a built page', () => {
    expect(resolve({ rules: [{ from: '/components/buttons/', to: '/material-ui/react-button/' }] })).toEqual([
      ['/components/buttons/', '/material-ui/react-button/'],
    ]);
  });

  it('fails on a target that is not a built page', () => {
    expect(() => resolve({ rules: [{ from: '/old/', to: '/material-ui/react-nothing/' }] })).toThrow(
      '/old/ -> /material-ui/react-nothing/: the target is not a built page',
    );
  });

  it('fails on a row whose source is a built page', () => {
    expect(() =>
      resolve({ rules: [{ from: '/material-ui/react-chip/', to: '/material-ui/react-button/' }] }),
    ).toThrow('the source is a built page');
  });

  it('lets a page win over the row of a mui.com URL it now answers', () => {
    const result = resolveRedirects(
      inputs({
        rules: [{ from: '/material-ui/react-chip/', to: '/material-ui/react-button/' }],
        knownUrls: ['/material-ui/react-chip/'],
      }),
    );
    expect(result).toEqual({ redirects: [], pageWins: ['/material-ui/react-chip/'] });
  });

  it('fails on the same source listed twice, and lets an earlier row win over a pattern', () => {
    const row = { from: '/components/chip/', to: '/material-ui/react-button/' };
    expect(() => resolve({ rules: [row, row] })).toThrow('/components/chip/ is listed twice');
    expect(
      resolve({ rules: [row, { from: '/components/:name/', to: '/material-ui/react-:name/', each: true }] }),
    ).toEqual([
      ['/components/button/', '/material-ui/react-button/'],
      ['/components/chip/', '/material-ui/react-button/'],
    ]);
  });

  it('sends a mui.com URL with no page to its stand-in, the longest prefix first', () => {
    const standIns = [
      { within: '/x/', to: '/base-ui/getting-started/' },
      { within: '/x/react-data-grid/', to: '/x/react-data-grid/' },
    ];
    expect(
      resolve({
        standIns,
        knownUrls: ['/x/react-data-grid/sorting/', '/x/react-charts/', '/x/react-data-grid/'],
      }),
    ).toEqual([
      ['/x/react-charts/', '/base-ui/getting-started/'],
      ['/x/react-data-grid/sorting/', '/x/react-data-grid/'],
    ]);
  });

  it('fails on a mui.com URL that is neither a page nor covered', () => {
    expect(() => resolve({ knownUrls: ['/joy-ui/react-nothing/'] })).toThrow(
      '/joy-ui/react-nothing/ (mui.com) is not a page here, and no row or stand-in covers it',
    );
  });

  it('collapses a chain into one hop', () => {
    expect(
      resolve({
        rules: [
          { from: '/guides/migration-v4/', to: '/material-ui/migration/migration-v4/' },
          { from: '/material-ui/migration/migration-v4/', to: '/material-ui/react-chip/' },
        ],
      }),
    ).toEqual([
      ['/guides/migration-v4/', '/material-ui/react-chip/'],
      ['/material-ui/migration/migration-v4/', '/material-ui/react-chip/'],
    ]);
  });

  it('fails on a loop', () => {
    expect(() =>
      resolve({
        rules: [
          { from: '/a/', to: '/b/' },
          { from: '/b/', to: '/a/' },
        ],
      }),
    ).toThrow('the redirects loop');
  });
});

describe('checkRedirects (the postbuild check against the real build)', () => {
  it('names a hidden page, a missing target and a second hop', () => {
    expect(
      checkRedirects(
        [
          ['/material-ui/react-chip/', '/material-ui/react-button/'],
          ['/old/', '/gone/'],
          ['/older/', '/old/'],
        ],
        built,
      ),
    ).toEqual([
      '/material-ui/react-chip/: is a built page, the redirect would hide it',
      '/old/ -> /gone/: the target is not a built page',
      '/older/ -> /old/: the target is not a built page',
      '/older/ -> /old/: the target redirects again',
    ]);
    expect(checkRedirects([['/components/buttons/', '/material-ui/react-button/']], built)).toEqual([]);
  });
});

describe("the static hosts' file", () => {
  const table = new Map([['/components/buttons/', '/material-ui/react-button/']]);

  it('writes _redirects with a /zh/ twin for each line', () => {
    expect(withLanguagePrefix([...table])).toHaveLength(2);
    expect(
      redirectsFileText([...table])
        .split('\n')
        .slice(1),
    ).toEqual([
      '/components/buttons/ /material-ui/react-button/ 301',
      '/zh/components/buttons/ /zh/material-ui/react-button/ 301',
      '',
    ]);
  });

  it('gives /api/ sources no /zh/ twin: /zh/api/ is never a page, so it stays 404', () => {
    expect(
      withLanguagePrefix([
        ['/api/button/', '/material-ui/api/button/'],
        ['/components/buttons/', '/material-ui/react-button/'],
        ['/apis/', '/material-ui/api/'],
      ]),
    ).toEqual([
      ['/api/button/', '/material-ui/api/button/'],
      ['/components/buttons/', '/material-ui/react-button/'],
      ['/zh/components/buttons/', '/zh/material-ui/react-button/'],
      ['/apis/', '/material-ui/api/'],
      ['/zh/apis/', '/zh/material-ui/api/'],
    ]);
  });
});
