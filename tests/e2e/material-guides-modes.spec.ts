import { checkPageIn, test } from './support/warm-pages';

// No trace: each mode's page lives as long as the worker (support/warm-pages.ts).
test.use({ trace: 'off' });

/**
 * Material UI's non-component pages whose demos nest their own themes, shadow roots, CSS files or
 * CSS-variable providers (issue #39), crawled again in dark mode and right-to-left: the light crawl
 * covers them once, and these are the demos most likely to miss a mode (a nested light theme, a
 * color read from theme.palette instead of theme.vars, a shadow root the site's styles cannot reach).
 */
const PAGES = [
  '/material-ui/getting-started/learn/',
  '/material-ui/getting-started/supported-components/',
  '/material-ui/customization/how-to-customize/',
  '/material-ui/customization/dark-mode/',
  '/material-ui/customization/color/',
  '/material-ui/customization/shadow-dom/',
  '/material-ui/customization/default-theme/',
  '/material-ui/customization/theming/',
  '/material-ui/customization/creating-themed-components/',
  '/material-ui/customization/theme-components/',
  '/material-ui/customization/palette/',
  '/material-ui/customization/typography/',
  '/material-ui/customization/container-queries/',
  '/material-ui/customization/transitions/',
  '/material-ui/customization/css-theme-variables/usage/',
  '/material-ui/integrations/routing/',
  '/material-ui/integrations/interoperability/',
  '/material-ui/migration/migration-grid-v2/',
];

for (const url of PAGES) {
  test.describe(`Material UI guide ${url}`, () => {
    test('dark mode', async ({ warmPage }) => {
      await checkPageIn(await warmPage('dark'), url, 'dark');
    });

    test('right to left', async ({ warmPage }) => {
      await checkPageIn(await warmPage('right to left'), url, 'right to left');
    });
  });
}
