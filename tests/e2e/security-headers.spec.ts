import type { Page } from '@playwright/test';
import { collectErrors, expect, notFoundErrors, test, waitForHydration } from './fixtures';

/** Every kind of response but the build's scripts and fonts carries the security headers (set by middleware.ts). */
function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${what}: Content-Security-Policy`).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'self'");
  expect(csp, what).toMatch(/form-action 'self' https:\/\/codesandbox\.io https:\/\/stackblitz\.com/);
  expect(csp, what).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toMatch(/camera=\(\)/);
  expect(headers['cross-origin-opener-policy'], `${what}: COOP`).toBe('same-origin');
  // Plain HTTP: HSTS is for HTTPS only (bench/feedback/fault-scenarios.ts checks it behind a proxy).
  expect(headers['strict-transport-security'], `${what}: no HSTS over HTTP`).toBeUndefined();
}

/** The build's scripts and fonts are neither documents nor stylesheets: only nosniff applies to them. */
function expectSubresourceHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  for (const name of [
    'content-security-policy',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
  ]) {
    expect(headers[name], `${what}: no ${name}`).toBeUndefined();
  }
}

const DEMO = '/demos/material-ui__react-button--basic-buttons/';

/** The console's report of an inline script the policy refused. */
const CSP_REFUSAL =
  /^(Refused to execute inline script because it violates|Executing inline script violates) the following Content Security Policy/;

/** The policy a page pins in its <meta>, or null without one. */
const pinnedPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);

/** Records the page's policy violations from its first script on; the function reads them. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Adds an inline script to the page, as an injection would; true when it ran. */
const injectInlineScript = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });

test('pages, stylesheets, public files, API answers and the 404 carry the headers; scripts only nosniff', async ({
  request,
}) => {
  const pageResponse = await request.get('/material-ui/react-button/');
  expect(pageResponse.status()).toBe(200);
  expectSecurityHeaders(pageResponse.headers(), 'page');

  const html = await pageResponse.text();
  const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const stylesheet = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  expect(chunk, 'a static chunk in the page').toBeTruthy();
  expect(stylesheet, 'a stylesheet in the page').toBeTruthy();
  const chunkResponse = await request.get(chunk!);
  expect(chunkResponse.status()).toBe(200);
  expectSubresourceHeaders(chunkResponse.headers(), 'static chunk');
  // A stylesheet's Referrer-Policy governs the requests it makes (its fonts): it keeps the set.
  const stylesheetResponse = await request.get(stylesheet!);
  expect(stylesheetResponse.status()).toBe(200);
  expectSecurityHeaders(stylesheetResponse.headers(), 'stylesheet');

  for (const [what, url, status] of [
    ['public file', '/generated/page-list.json', 200],
    ['run-time route', '/ad-config.json', 200],
    ['API', '/api/feedback/', 401],
    ['not found', '/no-such-page/', 404],
  ] as const) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expectSecurityHeaders(response.headers(), what);
  }
});

test('a page with demos runs under the policy without a violation', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  // Loads the full source (fetch), highlighted HTML and the dynamic chunks behind "Show code".
  await page.getByRole('button', { name: 'Show code' }).first().click();
  await expect(page.locator('figure[data-demo] pre').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/); // the inline pre-paint script ran
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a prerendered page pins its inline scripts by hash: they run, an injected one does not', async ({
  page,
  expectConsoleError,
}) => {
  // The script the test injects is refused, and the browser says so on the console.
  expectConsoleError(CSP_REFUSAL);
  const url = '/material-ui/react-button/';
  // As a browser asks for it (text/html): the static site's copy, the one that is pinned.
  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  const pin = pinnedPolicy(html);
  expect(pin, 'policy <meta>').not.toBeNull();
  // Ahead of every script, or the scripts before it would not be covered.
  expect(pin!.index).toBeLessThan(html.search(/<script\b/));
  // One hash per distinct inline script (data blocks and scripts with a src are not pinned).
  const inline = new Set(
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(
        ([, attributes]) =>
          !/\ssrc=/.test(attributes) && !/\stype="application\/(ld\+)?json"/.test(attributes),
      )
      .map(([, , text]) => text),
  );
  expect(inline.size).toBeGreaterThan(5); // the RSC payload and the pre-paint script, at least
  expect(pin![1].match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(inline.size);

  const { errors, stop } = collectErrors(page);
  const violations = await recordViolations(page);
  await page.goto(url);
  await waitForHydration(page);
  // The pinned scripts ran: the pre-paint script set the scheme, the RSC payload hydrated the page.
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);

  // The header policy alone allows any inline script ('unsafe-inline'); the pin does not.
  expect(await injectInlineScript(page)).toBe(false);
  await expect.poll(violations).toEqual(['script-src-elem inline']);
  stop();
});

test('the 404 page is pinned too: its scripts run, an injected one does not (#45)', async ({
  page,
  expectConsoleError,
}) => {
  notFoundErrors('/no-such-page/').forEach(expectConsoleError);
  notFoundErrors('/no-such-page/?q=autocomplet').forEach(expectConsoleError);
  expectConsoleError(CSP_REFUSAL);
  const violations = await recordViolations(page);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  const pin = pinnedPolicy(await response!.text());
  expect(pin, 'policy <meta>').not.toBeNull();
  expect(pin![1]).not.toContain('unsafe-inline');
  expect(pin![1]).toMatch(/script-src [^;]*'sha256-/);
  await waitForHydration(page);
  // The pinned scripts ran: the scheme is set, and the suggestions (ranked in the browser) render.
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
  await expect(page.getByTestId('page-suggestions')).toContainText('No page has a similar name.');
  expect(await violations()).toEqual([]);

  // The refusal's console message can reach the test after the violation event: wait for it.
  const refusal = page.waitForEvent('console', (message) =>
    /inline script (because it )?violates/.test(message.text()),
  );
  expect(await injectInlineScript(page)).toBe(false);
  await expect.poll(violations).toEqual(['script-src-elem inline']);
  await refusal;

  // The search form still works: its answer is the same pinned 404 page, ranked by the words typed.
  const search = page.getByTestId('not-found-search');
  await search.getByRole('searchbox', { name: 'Search page names' }).fill('autocomplet');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/no-such-page\/\?q=autocomplet$/);
  await expect(page.getByTestId('page-suggestions').getByRole('link').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a missing page under /zh/ gets the same pinned 404 page; a /zh/ page is still served', async ({
  request,
}) => {
  const html = { headers: { accept: 'text/html' } };
  const missing = await request.get('/zh/material-ui/no-such-page/', html);
  expect(missing.status()).toBe(404);
  const pin = pinnedPolicy(await missing.text());
  expect(pin, 'policy <meta>').not.toBeNull();
  expect(pin![1]).not.toContain('unsafe-inline');
  const page = await request.get('/zh/material-ui/react-button/', html);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<h1');
});

test('a standalone demo can be framed by the site itself', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = 'demo';
    document.body.append(frame);
  }, DEMO);
  await expect(page.frameLocator('iframe[title="demo"]').locator('button').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

// A page of another origin that sets no policy of its own frames the demo twice: as served, and
// a control copy whose response has the site's policy header taken out. Only the control may
// load, so the refusal comes from the site's `frame-ancestors 'self'` and nothing else.
test('a foreign origin cannot frame the site', async ({ page, baseURL }) => {
  await page.route('http://foreign.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Foreign</title>
        <iframe name="served" title="served" src="${baseURL}${DEMO}"></iframe>
        <iframe name="control" title="control" src="${baseURL}${DEMO}?control"></iframe>`,
    }),
  );
  await page.route(`${baseURL}${DEMO}?control`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto('http://foreign.example/');
  const control = page.frameLocator('iframe[name="control"]');
  await expect(control.locator('button').first()).toBeVisible();
  const served = page.frames().find((frame) => frame.name() === 'served')!;
  await served.waitForLoadState();
  // A refused frame shows Chrome's error page, not the demo (whose buttons are server-rendered).
  expect(served.url()).toMatch(/^chrome-error:/);
  expect(await served.locator('button').count()).toBe(0);
});
