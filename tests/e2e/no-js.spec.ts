import { expect, test } from './fixtures';

/** With JavaScript off, docs pages still show their content, navigation and code (issue #10). */
test.use({ javaScriptEnabled: false });

const SAMPLE = [
  { kind: 'guide', url: '/material-ui/getting-started/installation/' },
  { kind: 'component page with demos', url: '/material-ui/react-button/' },
  { kind: 'API page', url: '/material-ui/api/button/' },
];

for (const { kind, url } of SAMPLE) {
  test(`${kind} ${url} reads without JavaScript`, async ({ page }) => {
    await page.goto(url);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await main.innerText()).length).toBeGreaterThan(300);
    await expect(main.locator('pre').first()).toBeVisible();

    // The side nav is plain links: following one loads the page like any link.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    const other = nav.locator('a[href^="/"]:not([aria-current])').first();
    const href = await other.getAttribute('href');
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('every demo offers its full source without JavaScript', async ({ page }) => {
  await page.goto('/material-ui/react-button/');
  const demos = page.locator('figure[data-demo]');
  const count = await demos.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const demo = demos.nth(index);
    // The live demo is server-rendered too (elements, not text: an icon toolbar has none).
    expect(await demo.getByTestId('demo-live').locator('*').count()).toBeGreaterThan(0);
    // CSS, not getByText: Playwright's text engine skips <noscript> content.
    const summary = demo.locator('noscript details > summary');
    await expect(summary).toHaveText('Source code (TypeScript)');
    await summary.click();
    const code = demo.locator('details pre code');
    await expect(code).toBeVisible();
    await expect(code).toContainText('export default function');
  }
});
