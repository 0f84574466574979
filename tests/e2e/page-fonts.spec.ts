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

test('body text and its bold come from one self-hosted variable IBM Plex Sans file', async ({
  page,
  consoleErrors,
}) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  // A page with regular, medium, semibold and bold text: it once needed four static files.
  await page.goto('/material-ui/getting-started/installation/', { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const plex = fonts.filter((path) => path.includes('ibm-plex-sans'));
  expect(plex).toHaveLength(1);
  expect(plex[0]).toMatch(/^\/_next\/static\/media\/ibm-plex-sans-latin-wght-normal\.[0-9a-f]+\.woff2$/);
  // One face covers the whole weight range the text uses, and it is the one that loaded.
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter(
        (face) => face.family.replace(/"/g, '') === 'IBM Plex Sans Variable' && face.status === 'loaded',
      )
      .map((face) => face.weight),
  );
  expect(loaded).toEqual(['100 700']);
  expect(consoleErrors).toEqual([]);
});
