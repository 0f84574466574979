import { existsSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// What mui.com's readers rely on (issue #44): demo toolbars, demo links, API nav, the product
// switcher, icon deep links, the color page's playground and the docs-infra demo fixture.

const BUTTON_PAGE = '/material-ui/react-button/';
const VARIANTS_PAGE = '/experiments/docs/demo-variants/';
const SOURCE_BASE = 'https://github.com/mui/mui-docs-site/blob/main/content/';

/** The repository file a source link points at, checked in this checkout: the link must not 404. */
async function expectLinkedFileInRepo(link: Locator) {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(SOURCE_BASE), href).toBe(true);
  expect(existsSync(`content/${href.slice(SOURCE_BASE.length)}`), `${href} is in the repository`).toBe(true);
}

const toolbarOf = (page: Page, demo: string) => page.locator(`#${demo}`).getByRole('toolbar');
const focusedIn = (locator: Locator) => locator.evaluate((node) => node.contains(document.activeElement));
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
  );

async function toolbarLabels(toolbar: Locator) {
  return toolbar
    .locator('button:not([disabled]), a[href]')
    .evaluateAll((controls) => controls.map((c) => c.getAttribute('aria-label') ?? c.textContent ?? ''));
}

test.describe('demo toolbar', () => {
  test('is one tab stop, with arrows, Home and End moving between its controls', async ({ page }) => {
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const toolbar = toolbarOf(page, 'basic-buttons');
    const labels = await toolbarLabels(toolbar);
    expect(labels.length).toBeGreaterThan(5);
    // One control takes the Tab stop, the others are reached with the arrows.
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(toolbar.locator('button:not([disabled]), a[href]').first()).toHaveAttribute('tabindex', '0');

    await toolbar.locator('[tabindex="0"]').focus();
    expect(await focusedLabel(page)).toBe(labels[0]);
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel(page)).toBe(labels[1]);
    await page.keyboard.press('End');
    expect(await focusedLabel(page)).toBe(labels.at(-1));
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel(page)).toBe(labels[0]);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLabel(page)).toBe(labels.at(-1));
    await page.keyboard.press('Home');
    expect(await focusedLabel(page)).toBe(labels[0]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The control used last keeps the stop: Tab leaves the toolbar, Shift+Tab comes back to it.
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    expect(await focusedIn(toolbar)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe(labels[2]);
  });

  test('reverses the arrow keys right-to-left', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('mui-theme-settings', JSON.stringify({ direction: 'rtl' })),
    );
    await page.goto(BUTTON_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForHydration(page);
    const toolbar = toolbarOf(page, 'basic-buttons');
    const labels = await toolbarLabels(toolbar);
    await toolbar.locator('[tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLabel(page)).toBe(labels[1]);
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel(page)).toBe(labels[0]);
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel(page)).toBe(labels.at(-1));
  });

  test('"Reset focus" puts focus just before the demo: the next Tab enters it', async ({ page }) => {
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const demo = page.locator('#button-sizes');
    await demo.getByRole('button', { name: 'Reset focus to test keyboard navigation' }).click();
    await expect(demo.getByTestId('demo-focus-reset')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusedIn(demo.getByTestId('demo-live'))).toBe(true);
    // The first control of the demo, not one further down the page.
    await expect(demo.getByTestId('demo-live').getByRole('button').first()).toBeFocused();
  });

  test('links to the source file in the chosen language, in a new tab', async ({ page }) => {
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const demo = page.locator('#basic-buttons');
    const source = demo.getByTestId('demo-source');
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute(
      'href',
      `${SOURCE_BASE}material-ui/react-button/demos/basic-buttons.tsx`,
    );
    await demo.getByTestId('variant-JS').click();
    await expect(source).toHaveAttribute(
      'href',
      `${SOURCE_BASE}material-ui/react-button/demos/basic-buttons.js`,
    );
    await expectLinkedFileInRepo(source);

    // A styling variant links to its own file.
    await page.goto(VARIANTS_PAGE);
    await waitForHydration(page);
    const variants = page.locator('#switch');
    await variants.getByTestId('styling-CSS').click();
    await expect(variants.getByTestId('demo-source')).toHaveAttribute(
      'href',
      `${SOURCE_BASE}experiments/docs/demo-variants/demos/switch/css.js`,
    );
    await expectLinkedFileInRepo(variants.getByTestId('demo-source'));
  });
});

test.describe('demo links keep the language', () => {
  test('"Copy link" gives #<demo>.tsx or #<demo>.js', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const demo = page.locator('#basic-buttons');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await demo.getByRole('button', { name: 'Copy link to this demo' }).click();
    await expect.poll(clipboard).toMatch(/^http:\/\/[^/]+\/material-ui\/react-button\/#basic-buttons\.tsx$/);
    await demo.getByTestId('variant-JS').click();
    await demo.getByRole('button', { name: 'Copy link to this demo' }).click();
    await expect.poll(clipboard).toMatch(/\/material-ui\/react-button\/#basic-buttons\.js$/);
  });

  test("opening #<demo>.js selects JavaScript and opens that demo's full source in view", async ({
    page,
  }) => {
    await page.goto(`${BUTTON_PAGE}#saving-state-button.js`);
    // No hydration wait: it scrolls through the page's demos to load them, and this test is about
    // where the page itself lands. Each assertion below waits for hydration's effects on its own.
    const demo = page.locator('#saving-state-button');
    await expect(demo.getByTestId('variant-JS')).toHaveAttribute('aria-pressed', 'true');
    await expect(demo.getByTestId('toggle-code')).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.locator('#saving-state-button-code')).toContainText("useState('idle')");
    await expect(demo.locator('#saving-state-button-code')).toContainText('export default function');
    await expect(demo).toBeInViewport();
    // Only the linked demo opens.
    await expect(page.locator('#basic-buttons').getByTestId('toggle-code')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('an unknown #<demo>.js hash is ignored', async ({ page }) => {
    await page.goto(`${BUTTON_PAGE}#no-such-demo.js`);
    await waitForHydration(page);
    // The stored choice is read in a task after hydration; give it time to (not) apply.
    await page.waitForTimeout(300);
    for (const toggle of await page.getByTestId('variant-TS').all()) {
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    for (const toggle of await page.getByTestId('toggle-code').all()) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });
});

test.describe('API pages in the nav', () => {
  test('an API page shows the API reference with the current component marked', async ({ page }) => {
    await page.goto('/material-ui/api/button/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    const current = nav.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Button');
    await expect(current).toHaveAttribute('href', '/material-ui/api/button/');
    await expect(nav.getByRole('link', { name: 'ButtonGroup', exact: true })).toHaveAttribute(
      'href',
      '/material-ui/api/button-group/',
    );
    await expect(nav.getByRole('link', { name: 'All API pages' })).toBeVisible();

    // Elsewhere the API index link stands for them.
    await page.goto(BUTTON_PAGE);
    const componentNav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(componentNav.getByRole('link', { name: 'All API pages' })).toBeVisible();
    await expect(componentNav.locator('a[href="/material-ui/api/button/"]')).toHaveCount(0);
  });

  test("a component page's API section lists each API page it covers", async ({ page }) => {
    const frontmatter = readFileSync('content/material-ui/react-button/index.mdx', 'utf8');
    const components = /^components:\s*\[?([^\]\n]+)/m
      .exec(frontmatter)![1]
      .split(',')
      .map((name) => name.trim().replace(/['"]/g, ''))
      .filter(Boolean);
    expect(components.length).toBeGreaterThan(1);
    await page.goto(BUTTON_PAGE);
    const apiLinks = page.locator('h2#api ~ ul').first().getByRole('link');
    const hrefs = await apiLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const names = await apiLinks.allTextContents();
    expect(names.sort()).toEqual([...components].sort());
    // Each link is an API page that lists this page among its demos.
    for (const href of hrefs) {
      await page.goto(href!);
      await expect(page.locator('#demos').locator('..').locator(`a[href="${BUTTON_PAGE}"]`)).not.toHaveCount(
        0,
      );
    }
  });
});

test('the product switcher links to the data grid, the date pickers and each Overview', async ({ page }) => {
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await page.locator('#product-switcher').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hrefs = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/material-ui/getting-started/',
      '/joy-ui/getting-started/',
      '/base-ui/getting-started/',
      '/system/getting-started/',
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
    ]),
  );
  await expect(menu.getByRole('menuitem', { name: /Data Grid/ })).toHaveAttribute(
    'href',
    '/x/react-data-grid/',
  );
});

test.describe('icon deep links', () => {
  test('?selected=AcUnit opens its dialog, and the URL follows the dialog', async ({ page }) => {
    await page.goto('/material-ui/material-icons/?selected=AcUnit');
    const dialog = page.getByRole('dialog', { name: 'AcUnit' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('icon-import')).toHaveText(
      "import AcUnitIcon from '@mui/icons-material/AcUnit';",
    );
    const variants = dialog.getByRole('group', { name: 'Variants' });
    await expect(variants.getByRole('button', { name: 'AcUnitOutlined' })).toBeVisible();
    await variants.getByRole('button', { name: 'AcUnitRounded' }).click();
    await expect(dialog.getByTestId('icon-import')).toHaveText(
      "import AcUnitRoundedIcon from '@mui/icons-material/AcUnitRounded';",
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/material-ui\/material-icons\/$/);

    await page.getByTestId('icon-query').fill('delete forever');
    await page
      .getByRole('list', { name: 'Icons' })
      .getByRole('button', { name: 'DeleteForever', exact: true })
      .click();
    // The icon grid is the heaviest page of the site: allow it the time the first dialog gets.
    await expect(page.getByRole('dialog', { name: 'DeleteForever' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/material-ui\/material-icons\/\?selected=DeleteForever$/);
    // The URL opens the same dialog again.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'DeleteForever' })).toBeVisible({ timeout: 20_000 });
  });

  test('an unknown ?selected= name is ignored', async ({ page }) => {
    await page.goto('/material-ui/material-icons/?selected=NoSuchIcon');
    await expect(page.getByTestId('icon-count')).toHaveText(/^\d+ matching icons$/, { timeout: 20_000 });
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('the color page playground sets the docs colors, which persist and reset', async ({ page }) => {
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    );
  const secondary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-secondary-main').trim(),
    );
  await page.goto('/material-ui/customization/color/#playground');
  await expect(page.locator('#playground')).toBeInViewport();
  await waitForHydration(page);
  const playground = page.getByTestId('docs-colors-playground');
  const [initialPrimary, initialSecondary] = [await primary(), await secondary()];
  const set = playground.getByRole('button', { name: 'Set Docs Colors', exact: true });
  await expect(set).toBeDisabled();
  await playground.getByTestId('playground-primary-green').click();
  await playground.getByTestId('playground-secondary-orange').click();
  // Picking only previews the choice; the docs change on "Set Docs Colors".
  expect(await primary()).toBe(initialPrimary);
  await set.click();
  await expect.poll(primary).not.toBe(initialPrimary);
  await expect.poll(secondary).not.toBe(initialSecondary);
  const [green, orange] = [await primary(), await secondary()];
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('mui-theme-settings')))!)).toMatchObject({
    paletteColors: { primary: 'green', secondary: 'orange' },
  });

  await page.reload();
  await expect.poll(primary).toBe(green);
  await expect.poll(secondary).toBe(orange);
  await waitForHydration(page);
  await expect(playground.getByRole('radio', { name: 'green' }).first()).toBeChecked();
  await playground.getByRole('button', { name: 'Reset Docs Colors' }).click();
  await expect.poll(primary).toBe(initialPrimary);
  await expect.poll(secondary).toBe(initialSecondary);
  await expect(playground.getByRole('button', { name: 'Reset Docs Colors' })).toBeDisabled();
});

test.describe('docs-infra demo fixture', () => {
  test('the mode switch works on a custom-theme demo and on a demo in an iframe', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/experiments/docs/demos/');
    await waitForHydration(page);

    const themed = page.locator('#brand-theme-newsletter');
    const subscribe = themed.getByTestId('brand-subscribe');
    const background = () => subscribe.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background()).toBe('rgb(106, 27, 77)');
    await themed.getByRole('button', { name: 'Show this demo in the other mode' }).click();
    await expect.poll(background).toBe('rgb(248, 187, 217)');
    await expect(page.locator('html')).toHaveClass(/light/);

    const framed = page.locator('#framed-settings-panel');
    const frame = page.frameLocator('#framed-settings-panel [data-testid="demo-frame"]');
    await expect(frame.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(
      frame.getByRole('switch', { name: 'Mentions' }).or(frame.getByRole('checkbox', { name: 'Mentions' })),
    ).toBeChecked();
    const frameRoot = frame.locator('html');
    const frameBackground = () =>
      frame.locator('body').evaluate((node) => getComputedStyle(node).backgroundColor);
    await expect(frameRoot).toHaveClass('light');
    const light = await frameBackground();
    expect(light).toBe('rgb(255, 255, 255)');
    await framed.getByRole('button', { name: 'Show this demo in the other mode' }).click();
    await expect(frameRoot).toHaveClass('dark');
    await expect.poll(frameBackground).not.toBe(light);
    // The themed demo's switch did not reach the framed one, and the page stays light.
    await expect(page.locator('html')).toHaveClass(/light/);
    await framed.getByRole('button', { name: 'Show this demo in the other mode' }).click();
    await expect(frameRoot).toHaveClass('light');
  });
});
