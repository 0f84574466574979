import { expect, test, waitForHydration } from './fixtures';

/** The framework scripts a page's HTML starts, polyfills for browsers without modules left out. */
const startupScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/nomodule/i.test(attributes))
    .map((attributes) => /\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(attributes)?.[1])
    .filter((src): src is string => src !== undefined);

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

// The postbuild marks every script a page names for eager compilation (compile-hints.ts): the
// hint must be the served file's first line, or V8 ignores it.
for (const url of ['/', '/material-ui/react-button/', '/joy-ui/api/button/', '/blog/']) {
  test(`every start-up script of ${url} is served with the compile hint first`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const scripts = startupScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    const unmarked: string[] = [];
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      if (!body.startsWith('//# allFunctionsCalledOnLoad\n')) unmarked.push(src);
    }
    expect(unmarked).toEqual([]);
  });
}

// The postbuild serves each prerendered page's start-up scripts as two files (first-load-bundles.ts):
// the one every page shares, then the page's own. The original chunks stay for client navigation.
test('each page type starts with two script files, the first shared by all', async ({ request }) => {
  const lists = [];
  for (const url of ['/', '/material-ui/react-button/', '/joy-ui/api/button/', '/blog/', '/versions/']) {
    const scripts = startupScripts(await (await request.get(url)).text());
    expect(scripts, url).toHaveLength(2);
    for (const src of scripts)
      expect(src, url).toMatch(/^\/_next\/static\/chunks\/first-load-[0-9a-f]{16}\.js$/);
    lists.push(scripts);
  }
  expect(new Set(lists.map((scripts) => scripts[0])).size).toBe(1);
  expect(new Set(lists.map((scripts) => scripts[1])).size).toBe(lists.length);
});

test('a bundled page hydrates, and client navigation to other route types loads their chunks', async ({
  page,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  expect(scripts.filter((src) => src.includes('/first-load-'))).toHaveLength(2);
  // The webpack runtime came in the shared bundle: no request for its own file.
  expect(scripts.filter((src) => /\/webpack-[0-9a-f]+\.js$/.test(src))).toEqual([]);

  // An API page's route chunks are not in the Button page's bundles: the router loads them, when
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

test('the app waits for the page’s own bundle, so it never fetches that bundle’s chunks again', async ({
  page,
  request,
  consoleErrors,
}) => {
  // As on a second page of a visit: the shared bundle runs at once (cached), the page's own is late.
  const [, own] = startupScripts(await (await request.get('/material-ui/react-button/')).text());
  await page.route(`**${own}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  // The layout's and the page's chunks are in the page's own bundle.
  expect(scripts.filter((src) => src.includes('/chunks/app/'))).toEqual([]);
  expect(scripts).toContain(own);
  expect(consoleErrors).toEqual([]);
});

test('the shared bundle warms the start-up modules up one by one before the app starts', async ({
  page,
  request,
  consoleErrors,
}) => {
  const [shared] = startupScripts(await (await request.get('/material-ui/react-button/')).text());
  const source = await (await request.get(shared)).text();
  const listed = JSON.parse(/var ids=(\[[\d,]*\]);/.exec(source)?.[1] ?? 'null') as number[];
  expect(listed.length).toBeGreaterThan(5);
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  // Each step went through webpack's chunk callback under a name of its own.
  const warmed = await page.evaluate(() =>
    (self as unknown as { webpackChunk_N_E: [unknown[]][] }).webpackChunk_N_E
      .map((entry) => String(entry[0][0]))
      .filter((name) => name.startsWith('warm:')),
  );
  expect(warmed).toEqual(listed.map((id) => `warm:${id}`));
  expect(consoleErrors).toEqual([]);
});

test('the app waits for the stages when the shared bundle is the late one', async ({
  page,
  request,
  consoleErrors,
}) => {
  const [shared] = startupScripts(await (await request.get('/material-ui/react-button/')).text());
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${shared}`, async (route) => {
    await held;
    await route.continue();
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/material-ui/react-button/', { waitUntil: 'domcontentloaded' });
  // The page's own bundle is in and has left its entry for the stages; the app has not started.
  await expect
    .poll(() => page.evaluate(() => typeof (self as unknown as { __N_FIRST_LOAD?: unknown }).__N_FIRST_LOAD))
    .toBe('function');
  expect(await page.evaluate(() => typeof (self as unknown as { _N_E?: unknown })._N_E)).toBe('undefined');
  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => (self as unknown as { __N_FIRST_LOAD?: unknown }).__N_FIRST_LOAD)).toBe(
    true,
  );
  expect(scripts.filter((src) => src.includes('/chunks/app/'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
