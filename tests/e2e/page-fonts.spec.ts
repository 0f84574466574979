import { expect, test } from './fixtures';

const FONT_PAGE = '/material-ui/react-typography/';
const FONT_FILE = /\/fonts\/fontsource\/roboto-mono\/files\/roboto-mono-latin-400-normal\.woff2$/;

test('a page that lists a font in its frontmatter loads it, and uses it', async ({ page, consoleErrors }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(FONT_PAGE, { waitUntil: 'networkidle' });
  await expect(
    page.locator('link[rel="stylesheet"][href="/fonts/fontsource/roboto-mono/400.css"]'),
  ).toHaveCount(1);
  const amount = page.locator('figure#monospace-figures').getByText('€1,249.50');
  await expect(amount).toBeVisible();
  await expect.poll(() => fonts.some((f) => FONT_FILE.test(f))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Roboto Mono"', '€1,249.50'))).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('other pages neither link nor download that font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/fontsource/')) fonts.push(request.url());
  });
  for (const url of ['/material-ui/react-button/', '/material-ui/getting-started/installation/']) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('link[href*="/fonts/fontsource/"]')).toHaveCount(0);
  }
  expect(fonts).toEqual([]);
});

test('the first paint fonts are preloaded from the head, fetched once, and used', async ({
  page,
  consoleErrors,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/material-ui/getting-started/installation/', { waitUntil: 'networkidle' });
  const preloads = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toHaveLength(3);
  expect(preloads.join(' ')).toMatch(/ibm-plex-sans-latin-400-normal\..*ibm-plex-sans-latin-600-normal\./);
  expect(preloads.join(' ')).toContain('plus-jakarta-sans-latin-wght-normal.');
  // A preload whose request mode differed from the @font-face fetch would be downloaded twice.
  for (const url of preloads) expect(fonts.filter((font) => font === url)).toEqual([url]);
  expect(
    await page.evaluate(() =>
      ['400 16px "IBM Plex Sans"', '600 16px "IBM Plex Sans"', '600 16px "Plus Jakarta Sans Variable"'].map(
        (font) => document.fonts.check(font),
      ),
    ),
  ).toEqual([true, true, true]);
  expect(consoleErrors).toEqual([]);
});
