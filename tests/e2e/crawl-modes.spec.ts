import { builtPages } from './built-pages';
import { expect, notFoundErrors } from './fixtures';
import { MISSING_X_LICENSE, pagesWithCommercialXDemos } from './support/commercial-x';
import { samplePages } from './support/page-kinds';
import { checkPageIn, test, type PageMode } from './support/warm-pages';

// No trace: each mode's page lives as long as the worker (support/warm-pages.ts).
test.use({ trace: 'off' });

/**
 * One page of every kind crawled again in dark mode and in right to left, and a few in both at
 * once (the light crawl has every page). The sample is picked from the build, so it grows with it.
 */
const sample = samplePages(
  builtPages().map((page) => page.url),
  pagesWithCommercialXDemos(),
);
const BOTH_AT_ONCE = new Set([
  'home',
  'material-ui component',
  'joy-ui component',
  'x component',
  'material-ui API',
]);

const MODES: PageMode[] = ['dark', 'right to left', 'dark and right to left'];

test('the sample has a page of every kind', () => {
  const kinds = sample.map((page) => page.kind);
  for (const product of ['material-ui', 'joy-ui', 'base-ui', 'system']) {
    expect(kinds).toEqual(
      expect.arrayContaining([`${product} component`, `${product} API`, `${product} guide`]),
    );
  }
  expect(kinds).toEqual(
    expect.arrayContaining([
      'home',
      'docs-infra',
      'blog index',
      'blog post',
      '404',
      'x component',
      'toolpad guide',
    ]),
  );
  expect(kinds.some((kind) => kind.endsWith('standalone demo'))).toBe(true);
  expect(kinds.filter((kind) => kind.startsWith('template ')).length).toBeGreaterThanOrEqual(9);
});

for (const { kind, url, status, commercialX } of sample) {
  for (const mode of MODES) {
    if (mode === 'dark and right to left' && !BOTH_AT_ONCE.has(kind)) continue;
    test(`${kind} page ${url} in ${mode}`, async ({ warmPage, expectConsoleError }) => {
      if (status === 404) notFoundErrors(url).forEach(expectConsoleError);
      if (commercialX && !process.env.MUI_X_LICENSE_KEY) expectConsoleError(MISSING_X_LICENSE);
      await checkPageIn(await warmPage(mode), url, mode, { status });
    });
  }
}
