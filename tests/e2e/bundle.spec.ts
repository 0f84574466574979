import { expect, test, waitForHydration } from './fixtures';

// zod costs about 26 KB (brotli) in a page's first load; it may load later (feedback submit, an
// ad provider), never up front. This guards that rule
// (docs/decisions/0013-lean-chrome.md).
for (const url of ['/', '/material-ui/getting-started/installation/', '/material-ui/react-button/']) {
  test(`no schema library in the first-load JS of ${url}`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const withZod: string[] = [];
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      if (body.includes('$ZodType') || body.includes('ZodError')) withZod.push(src);
    }
    expect(withZod).toEqual([]);
  });
}

// npm installs a package once per version range it cannot hoist, and webpack bundles every copy:
// `@mui/utils` is a direct dependency so that npm hoists one copy of 6.0.1 for Material and
// System (docs/decisions/0013-lean-chrome.md). Its error formatter, which names MUI's error page,
// is in every copy.
for (const url of ['/material-ui/getting-started/installation/', '/material-ui/react-button/']) {
  test(`one copy of MUI's utilities in the first-load JS of ${url}`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
    let copies = 0;
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      copies += body.split('mui.com/production-error/?code=').length - 1;
    }
    expect(copies).toBe(1);
  });
}

test('a page hydrates, and client navigation to other route types loads their chunks', async ({
  page,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  // An API page's route chunks are not among the Button page's scripts: the router loads them, when
  // it prefetches the link or at the click.
  const isApiRouteChunk = (src: string) => src.includes('/api/%5Bcomponent%5D/page-');
  await page.locator('main a[href="/material-ui/api/button/"]').first().click();
  await expect(page).toHaveURL(/\/material-ui\/api\/button\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Button API');
  expect(scripts.filter(isApiRouteChunk)).toHaveLength(1);
  // Each chunk URL encoded once: `[product]` as `%5Bproduct%5D`, never `%255Bproduct%255D`.
  expect(scripts.filter((src) => src.includes('%25'))).toEqual([]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button');
  expect(consoleErrors).toEqual([]);
});
