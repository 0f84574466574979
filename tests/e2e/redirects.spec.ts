import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';

/** Redirects of data/redirects.ts as served by `npm start` (next.config `redirects()`) and written for static hosts. */
const ORIGIN = 'https://mui.com';
const resolved = new Map(
  JSON.parse(readFileSync('generated/redirects.json', 'utf8')) as Array<[string, string]>,
);

/** Old mui.com URLs, one or more per pattern of the table, and the page each must land on. */
const samples: Array<[string, string]> = [
  ['/components/buttons/', '/material-ui/react-button/'],
  ['/components/text-fields/', '/material-ui/react-text-field/'],
  ['/api/button/', '/material-ui/api/button/'],
  ['/getting-started/installation/', '/material-ui/getting-started/installation/'],
  ['/customization/palette/', '/material-ui/customization/palette/'],
  ['/guides/typescript/', '/material-ui/guides/typescript/'],
  ['/system/basics/', '/system/getting-started/'],
  ['/components/data-grid/editing/', '/x/react-data-grid/editing/'],
  ['/components/pickers/', '/x/react-date-pickers/'],
  ['/material-ui/getting-started/overview/', '/material-ui/getting-started/'],
  ['/base/react-button/', '/base-ui/react-button/'],
  ['/joy/getting-started/overview/', '/joy-ui/getting-started/'],
  ['/material-ui/', '/material-ui/getting-started/'],
  ['/material-ui/react-icons/', '/material-ui/icons/'],
  ['/material-ui/api/grid-2/', '/material-ui/api/grid2/'],
  ['/material-ui/api/pigment-grid/', '/material-ui/api/grid2/'],
  ['/x/api/data-grid/data-grid-pro/', '/x/api/data-grid-pro/'],
  ['/toolpad/core/api/dashboard-layout/', '/toolpad/api/dashboard-layout/'],
  ['/toolpad/core/api/', '/toolpad/api/'],
  ['/base-ui/react-slider/hooks-api/', '/base-ui/api/use-slider/'],
];

test('old URLs land on their page, which links its own canonical URL', async ({ page, consoleErrors }) => {
  for (const [from, to] of samples) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}${to}`);
  }
  expect(consoleErrors).toEqual([]);
});

test('each redirect is one permanent hop with a relative Location, with or without the slash', async ({
  request,
}) => {
  for (const [from, to] of samples) {
    expect(resolved.get(from)).toBe(to);
    // /zh/api/... is never a page: the old /api/<name>/ URLs have no /zh/ twin (the test below).
    const zh = from.startsWith('/api/') ? [] : [`/zh${from.replace(/\/$/, '')}`];
    for (const path of [from, from.replace(/\/$/, ''), ...zh]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const target = path.startsWith('/zh/') ? `/zh${to}` : to;
      expect([path, response.status(), response.headers().location]).toEqual([path, 301, target]);
    }
  }
});

test('any other path gets its trailing slash, and a file loses one, in one hop', async ({ request }) => {
  const hops: Array<[string, string]> = [
    ['/material-ui/react-button', '/material-ui/react-button/'],
    ['/zh/material-ui/react-button', '/zh/material-ui/react-button/'],
    ['/api/feedback', '/api/feedback/'],
    ['/icon.svg/', '/icon.svg'],
  ];
  for (const [from, to] of hops) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([from, response.status(), response.headers().location]).toEqual([from, 308, to]);
  }
  // Permanent with 308, so a form or fetch that drops the slash keeps its method and body.
  const post = await request.post('/api/feedback', { data: {}, maxRedirects: 0 });
  expect([post.status(), post.headers().location]).toEqual([308, '/api/feedback/']);
});

test('/zh/ redirects to the /zh/ page, which serves with the English canonical', async ({
  page,
  request,
}) => {
  const hop = await request.get('/zh/components/buttons/', { maxRedirects: 0 });
  expect([hop.status(), hop.headers().location]).toEqual([301, '/zh/material-ui/react-button/']);
  const response = await page.goto('/zh/material-ui/getting-started/overview/');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/zh/material-ui/getting-started/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/material-ui/getting-started/`,
  );
});

test('/zh/ applies to pages only: the API and the demo runner are 404 there', async ({
  request,
  baseURL,
}) => {
  expect((await request.get('/zh/api/feedback/', { maxRedirects: 0 })).status()).toBe(404);
  // A write finds no endpoint there either: 404, not the 405 of a POST to a page path. (One with a
  // body is refused before that, unread, as on every path but the API: server/request-guards.mjs.)
  for (const path of ['/zh/api/feedback/', '/zh/demo-runner/index.html']) {
    const post = await request.post(path, { maxRedirects: 0 });
    expect([path, post.status()]).toEqual([path, 404]);
    const withBody = await request.post(path, { data: { page: '/' }, maxRedirects: 0 });
    expect([path, withBody.status()]).toEqual([path, 413]);
  }
  // The same write without /zh/ reaches the endpoint, which refuses the empty submission.
  const own = { origin: new URL(baseURL!).origin };
  const empty = await request.post('/api/feedback/', { data: {}, headers: own, maxRedirects: 0 });
  expect(empty.status()).toBe(400);
  expect((await request.get('/zh/demo-runner/index.html', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/demo-runner/index.html')).status()).toBe(200);
  expect((await request.get('/zh/blog/', { maxRedirects: 0 })).status()).toBe(200);
  // Nor is an old /api/<name>/ URL there: no redirect, no page.
  expect((await request.get('/api/button/', { maxRedirects: 0 })).status()).toBe(301);
  expect((await request.get('/zh/api/button/', { maxRedirects: 0 })).status()).toBe(404);
});

test("/zh/ applies to pages only: files and Next's assets are 404 there", async ({ request }) => {
  const home = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(home)?.[0];
  expect(chunk).toBeTruthy();
  for (const path of [chunk!, '/sw.js', '/llms.txt', '/sitemap.xml', '/icon.svg', '/index.md']) {
    // Each one is served without the prefix, so the 404 is the prefix's doing.
    expect([path, (await request.get(path, { maxRedirects: 0 })).status()]).toEqual([path, 200]);
    const zh = `/zh${path}`;
    expect([zh, (await request.get(zh, { maxRedirects: 0 })).status()]).toEqual([zh, 404]);
  }
});

test('product roots and the docs-infra index', async ({ page, request }) => {
  for (const [from, to] of [
    ['/joy-ui/', '/joy-ui/getting-started/'],
    ['/base-ui/', '/base-ui/getting-started/'],
    ['/system/', '/system/getting-started/'],
    ['/x/', '/x/introduction/'],
    ['/toolpad/', '/toolpad/core/introduction/'],
    ['/experiments/', '/experiments/docs/'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([from, response.status(), response.headers().location]).toEqual([from, 301, to]);
  }
  await page.goto('/experiments/docs/');
  for (const name of ['Demo variants', 'Callouts', 'Code tabs', 'Tables', 'API excerpts', 'Long page']) {
    await expect(page.locator('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('an unknown path under a product answers the 404 page, not a redirect', async ({
  page,
  request,
  expectConsoleError,
}) => {
  // The page is a 404 on purpose: the browser reports the status.
  expectConsoleError(/^HTTP 404 http:\/\/127\.0\.0\.1:\d+\/x\/react-data-grid\/no-such-feature\/$/);
  expectConsoleError(/^Failed to load resource: .*404.*\/x\/react-data-grid\/no-such-feature\/\]$/);
  const hop = await request.get('/material-ui/react-no-such-thing/', { maxRedirects: 0 });
  expect(hop.status()).toBe(404);
  expect((await request.get('/components/no-such-thing/', { maxRedirects: 0 })).status()).toBe(404);
  const response = await page.goto('/x/react-data-grid/no-such-feature/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('page-suggestions')).toBeVisible();
});

/** A request line in absolute form (`GET http://evil.example/... HTTP/1.1`), as a proxy would send it. */
function absoluteFormGet(baseURL: string, target: string): Promise<{ status: number; location?: string }> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: base.hostname, port: base.port, path: target, headers: { host: 'evil.example' } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('a redirect never names a foreign host', async ({ baseURL }) => {
  for (const target of [
    'http://evil.example/components/buttons/',
    'http://evil.example/components/buttons',
    '/components/buttons/',
  ]) {
    const { status, location } = await absoluteFormGet(baseURL!, target);
    expect(location ?? '', target).not.toContain('evil.example');
    if (status >= 300 && status < 400) expect(location, target).toMatch(/^\/[^/]/);
  }
});

test('public/_redirects holds every redirect and its /zh/ twin (but for /api/...) for static hosts', () => {
  const lines = readFileSync('public/_redirects', 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const api = [...resolved.keys()].filter((from) => from.startsWith('/api/')).length;
  expect(api).toBeGreaterThan(0);
  expect(lines).toHaveLength(resolved.size * 2 - api);
  expect(lines).toContain('/components/buttons/ /material-ui/react-button/ 301');
  expect(lines).toContain('/zh/components/buttons/ /zh/material-ui/react-button/ 301');
  expect(lines).toContain('/api/button/ /material-ui/api/button/ 301');
  expect(lines.filter((line) => line.startsWith('/zh/api/'))).toEqual([]);
});
