import AxeBuilder from '@axe-core/playwright';
import { builtPages } from './built-pages';
import { expect, test, waitForHydration } from './fixtures';

const pages = builtPages();

test('the crawl covers the whole build', () => {
  // Guards against a manifest change silently shrinking the crawl to nothing.
  expect(pages.length).toBeGreaterThanOrEqual(14);
});

for (const { url } of pages) {
  test(`crawl ${url}`, async ({ page, consoleErrors }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    // In-page anchors must land on an element of this page.
    const missingAnchors = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
        .map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1)))
        .filter((id) => id && !document.getElementById(id)),
    );
    expect(missingAnchors).toEqual([]);

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
