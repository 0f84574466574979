import type { Browser, Page } from 'playwright-core';

/** Clicks must reach React: wait until the page's main element is hydrated. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Time from a click on a side-nav link to the next page's heading painted (client-side navigation). */
export async function measureClientNavigation(
  browser: Browser,
  origin: string,
  from: string,
  linkName: string,
) {
  const page = await browser.newPage();
  await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' });
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: linkName, exact: true });
  // What a reader does: links prefetch on intent (SiteLink), and a pointer rests on a link for longer
  // than a loopback prefetch takes before the click, so the click starts with the payload at hand.
  const href = await link.getAttribute('href');
  const prefetched = page.waitForResponse((r) => r.url().includes(`${href}?_rsc=`), { timeout: 5000 });
  await link.hover();
  await prefetched;
  const before = await page.locator('h1').first().textContent();
  const ms = await page.evaluate(
    ({ name, previous }) =>
      new Promise<number>((resolve) => {
        const anchor = [...document.querySelectorAll('nav[aria-label="Main navigation"] a')].find(
          (a) => a.textContent?.trim() === name,
        ) as HTMLElement;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (h1 && h1.textContent !== previous) {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        anchor.click();
      }),
    { name: linkName, previous: before },
  );
  await page.close();
  return ms;
}

/** Time from choosing dark mode in the settings drawer to the repaint in dark. */
export async function measureModeSwitch(browser: Browser, url: string) {
  const page = await browser.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByTestId('settings-button').click();
  await page.getByTestId('mode-dark').waitFor();
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.documentElement.classList.contains('dark')) {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          }
        });
        observer.observe(document.documentElement, { attributes: true });
        (document.querySelector('[data-testid="mode-dark"]') as HTMLElement).click();
      }),
  );
  await page.close();
  return ms;
}
