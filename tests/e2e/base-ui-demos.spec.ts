import { expect, test, waitForHydration } from './fixtures';

/**
 * Base UI is unstyled: each styling variant of a main demo must style the component itself. These
 * tests switch variants on real pages and read computed styles that only the variant's own rules
 * (styled, Tailwind classes, CSS file) can produce.
 */
const GREEN_700 = 'rgb(21, 128, 61)';
const SLATE_500 = 'rgb(100, 116, 139)';
const BLUE_700 = 'rgb(29, 78, 216)';

test.describe('Base UI demo variants', () => {
  test('the collapsed code preview follows the chosen styling', async ({ page, consoleErrors }) => {
    await page.goto('/base-ui/react-button/');
    await waitForHydration(page);
    const demo = page.locator('#form-actions');
    const preview = demo.locator('#form-actions-code');
    await expect(preview).toContainText('<Action className="secondary">Cancel</Action>');
    await demo.getByTestId('styling-Tailwind').click();
    await expect(preview).toContainText('bg-blue-700');
    await expect(preview).not.toContainText('<Action');
    await demo.getByTestId('styling-CSS').click();
    await expect(preview).toContainText('form-action form-action-secondary');
    await demo.getByTestId('styling-System').click();
    await expect(preview).toContainText('<Action className="secondary">Cancel</Action>');
    expect(consoleErrors).toEqual([]);
  });

  test("another styling's previews are fetched as their demos near the viewport", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/base-ui/react-select/');
    await waitForHydration(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/generated/demos/')) fetched.push(new URL(request.url()).pathname);
    });
    const demos = page.locator('figure[data-demo]');
    const first = demos.first();
    await first.getByTestId('styling-CSS').click();
    await expect(first.getByTestId('demo-live')).toHaveAttribute('data-styling', 'CSS');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // The choice is page-wide, but the last demo is screens away: its CSS code is not fetched yet.
    const last = demos.last();
    const lastId = (await last.getAttribute('data-demo'))!;
    expect(fetched.some((path) => path.includes(`/${lastId}/`))).toBe(false);
    expect(fetched.length).toBeLessThan(await demos.count());
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.some((path) => path.includes(`/${lastId}/CSS`))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  for (const styling of ['System', 'Tailwind', 'CSS'] as const) {
    test(`switch: the ${styling} variant styles track and thumb, and toggles`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/base-ui/react-switch/');
      await waitForHydration(page);
      const demo = page.locator('#privacy-switches');
      await demo.getByTestId(`styling-${styling}`).click();
      const live = demo.getByTestId('demo-live');
      await expect(live).toHaveAttribute('data-styling', styling);
      const input = live.getByRole('switch', { name: 'Share usage statistics' });
      const track = live.locator('.base-Switch-track').nth(1);
      await expect.poll(() => track.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(SLATE_500);
      await input.click();
      await expect(input).toBeChecked();
      await expect.poll(() => track.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(GREEN_700);
      await expect(live.getByText('3 of 3 permissions granted')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('select: the Tailwind variant opens a styled listbox inside the demo and selects', async ({
    page,
  }) => {
    await page.goto('/base-ui/react-select/');
    await waitForHydration(page);
    const demo = page.locator('#shipping-select');
    await demo.getByTestId('styling-Tailwind').click();
    const live = demo.getByTestId('demo-live');
    await expect(live).toHaveAttribute('data-styling', 'Tailwind');
    const button = live.getByRole('combobox', { name: 'Shipping method' });
    await button.click();
    // disablePortal keeps the listbox inside the Tailwind scope, where its classes apply.
    const listbox = live.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const selected = listbox.getByRole('option', { selected: true });
    await expect.poll(() => selected.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BLUE_700);
    await listbox.getByRole('option', { name: /Express/ }).click();
    await expect(button).toContainText('Express');
  });

  test('menu: each variant opens the menu and runs an item', async ({ page }) => {
    await page.goto('/base-ui/react-menu/');
    await waitForHydration(page);
    const demo = page.locator('#row-actions-menu');
    for (const styling of ['System', 'Tailwind', 'CSS'] as const) {
      await demo.getByTestId(`styling-${styling}`).click();
      const live = demo.getByTestId('demo-live');
      await expect(live).toHaveAttribute('data-styling', styling);
      await live.getByRole('button', { name: 'Actions for report.pdf' }).click();
      const item = page.getByRole('menuitem', { name: 'Duplicate' });
      await expect(item).toBeVisible();
      // Every variant gives the open menu's list a white, bordered surface.
      const list = page.getByRole('menu');
      await expect.poll(() => list.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
      await item.click();
      await expect(live.getByText('Last action: Duplicate')).toBeVisible();
    }
  });

  test('a Tailwind sandbox ships Tailwind and the site palette its classes read', async ({
    page,
    context,
  }) => {
    const posts: string[] = [];
    await context.route(/stackblitz\.com/, async (route) => {
      posts.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
    });
    await page.goto('/base-ui/react-button/');
    await waitForHydration(page);
    const demo = page.locator('#filter-chip-hook');
    await demo.getByTestId('styling-Tailwind').click();
    await expect(demo.getByTestId('demo-live')).toHaveAttribute('data-styling', 'Tailwind');
    const popup = page.waitForEvent('popup');
    await demo.getByTestId('open-stackblitz').click();
    await (await popup).waitForLoadState();

    expect(posts).toHaveLength(1);
    const file = (name: string) => new URLSearchParams(posts[0]).get(`project[files][${name}]`) ?? '';
    expect(file('src/Demo.tsx')).toContain('var(--mui-palette-primary-main)');
    expect(file('src/index.tsx')).toContain("import './tailwind.css';");
    expect(file('src/tailwind.css')).toContain('@tailwind utilities;');
    expect(file('tailwind.config.js')).toContain('preflight: false');
    expect(file('postcss.config.js')).toContain('tailwindcss');
    // The site's default primary in light mode: the sandbox has no site theme to read it from.
    expect(file('src/site-palette.css')).toContain('--mui-palette-primary-main: #005BB8;');
    expect(JSON.parse(file('package.json')).devDependencies).toMatchObject({
      tailwindcss: expect.stringMatching(/^3\./),
      postcss: expect.any(String),
    });
  });
});
