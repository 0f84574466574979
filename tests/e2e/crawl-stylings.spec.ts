import { readFileSync } from 'node:fs';
import { builtPages } from './built-pages';
import { expect } from './fixtures';
import { checkPageIn, test, type PageMode } from './support/warm-pages';

// No trace: each mode's page lives as long as the worker (support/warm-pages.ts).
test.use({ trace: 'off' });

/**
 * The light crawl sees each demo in its default styling. Every page whose demos offer the
 * styling switch (Base UI's System, Tailwind and CSS variants) is checked again with each other
 * styling chosen, in light and in dark right to left: no console error, every anchor, axe.
 */
const pagesWithStylings = builtPages()
  .filter((page) => readFileSync(page.htmlFile, 'utf8').includes('data-testid="styling-Tailwind"'))
  .map((page) => page.url);

const MODES: PageMode[] = [
  'Tailwind styling',
  'CSS styling',
  'Tailwind styling, dark and right to left',
  'CSS styling, dark and right to left',
];

test('the pages with a styling switch include every Base UI component page that has one', () => {
  expect(pagesWithStylings).toEqual(
    expect.arrayContaining(['/base-ui/react-button/', '/base-ui/react-slider/', '/base-ui/react-tabs/']),
  );
});

for (const url of pagesWithStylings) {
  for (const mode of MODES) {
    test(`${url} in ${mode}`, async ({ warmPage }) => {
      await checkPageIn(await warmPage(mode), url, mode);
    });
  }
}
