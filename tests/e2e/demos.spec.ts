import { demoCountOf } from './built-pages';
import { expect, test, waitForHydration } from './fixtures';

const BUTTON_PAGE = '/material-ui/react-button/';
const VARIANTS_PAGE = '/experiments/docs/demo-variants/';

test.describe('demos', () => {
  test('render live with a code preview, and show/hide the full source', async ({ page, consoleErrors }) => {
    await page.goto(BUTTON_PAGE);
    await expect(page.locator('[data-demo]')).toHaveCount(demoCountOf(BUTTON_PAGE));
    expect(demoCountOf(BUTTON_PAGE)).toBeGreaterThanOrEqual(5);
    const demo = page.locator('#basic-buttons');
    await expect(demo.getByTestId('demo-live').getByRole('button', { name: 'Publish' })).toBeVisible();
    const code = demo.locator('#basic-buttons-code');
    await expect(code).toContainText('<Button variant="contained">Publish</Button>');
    await expect(code).not.toContainText('export default function');
    await waitForHydration(page);
    await demo.getByTestId('toggle-code').click();
    await expect(code).toContainText('export default function BasicButtons()');
    await expect(demo.getByTestId('toggle-code')).toHaveAttribute('aria-expanded', 'true');
    await demo.getByTestId('toggle-code').click();
    await expect(code).not.toContainText('export default function');
    expect(consoleErrors).toEqual([]);
  });

  test('JS/TS choice applies to every demo, writes the cookie and survives reload', async ({
    page,
    context,
  }) => {
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const loading = page.locator('#saving-state-button');
    await loading.getByTestId('toggle-code').click();
    await expect(loading.locator('#saving-state-button-code')).toContainText("useState<Status>('idle')");
    await page.locator('#basic-buttons').getByTestId('variant-JS').click();
    // Switched on another demo: this one follows and shows type-free code.
    await expect(loading.getByTestId('variant-JS')).toHaveAttribute('aria-pressed', 'true');
    await expect(loading.locator('#saving-state-button-code')).toContainText("useState('idle')");
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
    await page.reload();
    await expect(page.locator('#color-buttons').getByTestId('variant-JS')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a type-free demo sends its preview once and shows it in both languages', async ({
    page,
    request,
  }) => {
    // The server payload names the TS preview for the JS one (preview-props.ts) instead of a copy.
    const html = await (await request.get(BUTTON_PAGE)).text();
    expect(html).toContain('\\"previewJs\\":\\"=TS\\"');
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const code = page.locator('#basic-buttons-code');
    await page.locator('#basic-buttons').getByTestId('variant-JS').click();
    await expect(page.locator('#basic-buttons').getByTestId('variant-JS')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(code).toContainText('<Button variant="contained">Publish</Button>');
    await expect(code).not.toContainText('=TS');
  });

  test('styling variants switch the live demo and persist; the hash wins over the cookie', async ({
    page,
    context,
  }) => {
    await page.goto(VARIANTS_PAGE);
    await waitForHydration(page);
    const demo = page.locator('#switch');
    await demo.getByTestId('styling-Tailwind').click();
    const live = demo.getByTestId('demo-live');
    await expect(live).toHaveAttribute('data-styling', 'Tailwind');
    await expect(live.locator('.bg-slate-500')).toBeAttached();
    // Tailwind rules exist only under the Tailwind variant's container.
    const selectors = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? '');
          } catch {
            return [];
          }
        })
        .filter((selector) => selector.includes('bg-slate-500')),
    );
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector.startsWith('[data-styling="Tailwind"]')).toBe(true);
    const track = live.locator('.base-Switch-track');
    await expect
      .poll(() => track.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(29, 78, 216)');
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('Tailwind');

    await page.reload();
    await expect(page.locator('#switch').getByTestId('demo-live')).toHaveAttribute(
      'data-styling',
      'Tailwind',
    );

    await page.goto(`${VARIANTS_PAGE}#css-switch.js`);
    await page.reload();
    await expect(page.locator('#switch').getByTestId('demo-live')).toHaveAttribute('data-styling', 'CSS');
    await expect(page.locator('#switch').getByTestId('variant-JS')).toHaveAttribute('aria-pressed', 'true');
  });

  test('copy buttons: Copied for 1200 ms on demos, 2000 ms in markdown', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A controlled clock makes the timing exact on a loaded machine: timers fire only when we advance.
    await page.clock.install();
    await page.goto(VARIANTS_PAGE);
    await waitForHydration(page);
    await page.clock.pauseAt(Date.now() + 60_000);

    const demoCopy = page.locator('#switch').getByTestId('demo-copy');
    await demoCopy.click();
    await expect(demoCopy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'export default function SwitchSystem()',
    );
    await page.clock.runFor(1199);
    await expect(demoCopy).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(demoCopy).toHaveText('Copy');

    const block = page.locator('.markdown-body pre.shiki').first().locator('..');
    await block.hover();
    const inlineCopy = block.getByTestId('copy-button');
    await inlineCopy.click();
    await expect(inlineCopy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import { Switch } from '@mui/base/Switch';",
    );
    await page.clock.runFor(1999);
    await expect(inlineCopy).toHaveText('Copied');
    await page.clock.runFor(1);
    await expect(inlineCopy).toHaveText('Copy');
  });

  test('Ctrl+C over a focused code block copies it when nothing is selected', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(VARIANTS_PAGE);
    await waitForHydration(page);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('.markdown-body pre.shiki').first().focus();
    await page.keyboard.press('Control+c');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('export default function App()');
  });

  test('open in CodeSandbox and StackBlitz posts a runnable project', async ({ page, context }) => {
    const posts: Array<{ url: string; body: string }> = [];
    await context.route(/codesandbox\.io|stackblitz\.com/, async (route) => {
      posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
    });
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const demo = page.locator('#icon-label-buttons');
    const sandboxPopup = page.waitForEvent('popup');
    await demo.getByTestId('open-codesandbox').click();
    await (await sandboxPopup).waitForLoadState();
    const blitzPopup = page.waitForEvent('popup');
    await demo.getByTestId('open-stackblitz').click();
    await (await blitzPopup).waitForLoadState();

    expect(posts).toHaveLength(2);
    const sandbox = new URLSearchParams(posts[0].body);
    expect(posts[0].url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(sandbox.get('query')).toBe('file=/src/Demo.tsx');
    expect(sandbox.get('parameters')!.length).toBeGreaterThan(100);
    const blitz = new URLSearchParams(posts[1].body);
    expect(posts[1].url).toContain('https://stackblitz.com/run');
    expect(blitz.get('project[files][src/Demo.tsx]')).toContain(
      "import SendIcon from '@mui/icons-material/Send';",
    );
    const pkg = JSON.parse(blitz.get('project[files][package.json]')!);
    expect(pkg.dependencies).toMatchObject({
      '@mui/material': '6.0.1',
      '@mui/icons-material': '6.0.1',
      '@emotion/react': expect.any(String),
      react: '18.3.1',
    });
  });

  test('per-demo mode, RTL and dense flips touch only that demo', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const demo = page.locator('#basic-buttons');
    const scope = demo.locator('[data-demo-scope]');
    await demo.getByRole('button', { name: 'Show this demo in the other mode' }).click();
    await expect(scope).toHaveClass('dark');
    await expect(page.locator('html')).toHaveClass(/light/);
    await demo.getByRole('button', { name: 'Show this demo right-to-left' }).click();
    await expect(scope).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await demo.getByRole('button', { name: 'Show this demo dense' }).click();
    await expect(scope.getByRole('button', { name: 'Publish' })).toHaveClass(/MuiButton-sizeSmall/);
    await expect(page.locator('#button-sizes').getByRole('button', { name: 'Medium' })).toHaveClass(
      /MuiButton-sizeMedium/,
    );
    await demo.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(scope).not.toHaveAttribute('dir', 'rtl');
  });

  test('edit this page links to the page source; the demo opens alone in a new window', async ({ page }) => {
    await page.goto(BUTTON_PAGE);
    await expect(page.getByTestId('edit-link')).toHaveAttribute(
      'href',
      'https://github.com/mui/mui-docs-site/edit/main/content/material-ui/react-button/index.mdx',
    );
    await page.goto('/demos/material-ui__react-button--basic-buttons/');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  });
});

test("a demo's code is downloaded when the demo nears the viewport, not with the page", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(BUTTON_PAGE);
  const demos = page.getByTestId('demo-live');
  await expect(demos.first()).toHaveAttribute('data-demo-shown', '');
  await page.waitForLoadState('networkidle');
  // Eighteen demos, one screen: the last is several screens down and still the server's HTML.
  const last = demos.last();
  expect(await last.evaluate((live) => live.getBoundingClientRect().top)).toBeGreaterThan(823 * 3);
  await expect(last).not.toHaveAttribute('data-demo-shown', '');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-demo-shown', '');
  // Its code came when the reader got near it.
  expect(scripts.length).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('a demo whose chunk loads late stays on screen, at its height, until it is live', async ({
  page,
  consoleErrors,
}) => {
  // Scripts the HTML names load as usual; every chunk requested later (the demos' among them) is
  // held back 1.5 s, so the colour scheme resolves while the demos are still waiting for theirs:
  // React then drops their server HTML and renders them again on the client.
  const html = await (await page.request.get(BUTTON_PAGE)).text();
  const inHtml = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((m) => m[0]));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!inHtml.has(new URL(route.request().url()).pathname)) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __heights: number[]; __buttons: number[] };
    w.__heights = [];
    w.__buttons = [];
    const sample = () => {
      const scope = document.querySelector('#basic-buttons [data-demo-scope]');
      // Frames painted while the HTML is still being parsed can show the demo half-parsed (one
      // button of three, when a network chunk of the page ends inside it); the drop this test is
      // about comes after parsing, with hydration.
      if (scope?.parentElement && document.readyState !== 'loading') {
        w.__heights.push(scope.parentElement.getBoundingClientRect().height);
        w.__buttons.push(scope.querySelectorAll('button').length);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  const live = page.locator('#basic-buttons').getByTestId('demo-live');
  // The client render is in: the demo's button is React's again.
  await expect
    .poll(() =>
      live
        .getByRole('button', { name: 'Publish' })
        .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const heights = await page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
  expect(heights.length).toBeGreaterThan(0);
  // Never shorter than the server HTML was (a collapse is ~40 px, its padding only).
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(heights[0] - 1);
  // And never blank: while React waits for the chunk it shows a copy of the server HTML, so every
  // frame has the demo's three buttons (it had none for the 1.5 s before the copy).
  const buttons = await page.evaluate(() => (window as unknown as { __buttons: number[] }).__buttons);
  expect(new Set(buttons)).toEqual(new Set([3]));
  // The hold is let go once the demo is on screen.
  await expect(live).not.toHaveAttribute('style', /min-height/);
  expect(consoleErrors).toEqual([]);
});

test('with its chunks cached, a demo is hydrated in place on a phone-speed CPU', async ({
  page,
  consoleErrors,
}) => {
  // PageDemo asks for the page's demo chunks at the page's load event at the latest. When they are
  // in before MUI's colour scheme settles (right after hydration), React hydrates the demos' server
  // HTML; before, it dropped it and built the demos again. A first visit races the network, so the
  // test makes the second one, with the chunks in the browser's cache, on a phone's CPU.
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: number };
    w.__removed = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        const inDemo = (node: Node) =>
          node instanceof Element &&
          (!!node.closest('[data-demo-scope]') || !!node.querySelector('[data-demo-scope]'));
        if ([...record.removedNodes].some(inDemo) || (record.removedNodes.length && inDemo(record.target)))
          w.__removed += 1;
      }
    }).observe(document, { childList: true, subtree: true });
    // The server's own buttons, marked once parsed (the page's scripts are async and come later).
    document.addEventListener('DOMContentLoaded', () => {
      for (const button of document.querySelectorAll('[data-demo-scope] button'))
        (button as unknown as { __fromServer: boolean }).__fromServer = true;
    });
  });
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const button = page
    .locator('#basic-buttons')
    .getByTestId('demo-live')
    .getByRole('button', { name: 'Publish' });
  // No demo had its server HTML dropped and rebuilt (MUI's colour scheme settles after hydration).
  expect(await page.evaluate(() => (window as unknown as { __removed: number }).__removed)).toBe(0);
  // React owns the button, and it is the very node the server sent.
  await expect
    .poll(() => button.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  expect(await button.evaluate((node) => (node as unknown as { __fromServer?: boolean }).__fromServer)).toBe(
    true,
  );
  expect(consoleErrors).toEqual([]);
});

test('the transitions demo shows its notifications at rest when it renders', async ({
  page,
  consoleErrors,
}) => {
  // With `appear` left on, Fade and Grow played their enter animation whenever the demo mounted on
  // the client, and the crawl's axe run once read the half-faded success alert as low contrast.
  await page.goto('/material-ui/transitions/');
  // Its code loads when it nears the viewport, as for a reader scrolling to it.
  await page.locator('#fade-grow-zoom').scrollIntoViewIfNeeded();
  const state = await page.waitForFunction(() => {
    const alert = [...document.querySelectorAll('#fade-grow-zoom [role="alert"]')].find((element) =>
      element.textContent?.includes('Grow: 3 files synced.'),
    );
    // Polled every frame: the first frame after React rendered the alert (a fiber is attached).
    if (!alert || !Object.keys(alert).some((key) => key.startsWith('__reactFiber'))) return null;
    return { opacity: getComputedStyle(alert).opacity, running: alert.getAnimations().length };
  });
  expect(await state.jsonValue()).toEqual({ opacity: '1', running: 0 });

  // The switch still plays them: out, then back in.
  const demo = page.locator('#fade-grow-zoom');
  const grow = demo.getByRole('alert').filter({ hasText: 'Grow: 3 files synced.' });
  await demo.getByRole('checkbox', { name: 'Show notifications' }).click();
  await expect(grow).toBeHidden();
  await demo.getByRole('checkbox', { name: 'Show notifications' }).click();
  await expect(grow).toBeVisible();
  await expect.poll(() => grow.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  expect(consoleErrors).toEqual([]);
});
