import { expect, test, waitForHydration } from './fixtures';

/**
 * The Customization demos of Base UI and MUI System make claims the page text relies on: the
 * state classes drive the styles, slots replace or remove elements, a scoped theme leaves the
 * app theme alone, and a theme entry configures a custom component. Each test reads computed
 * styles or the DOM that only the claimed mechanism can produce.
 */
const SLATE_500 = 'rgb(100, 116, 139)';
const BLUE_700 = 'rgb(29, 78, 216)';
const FOREST = 'rgb(11, 93, 59)';

const track = (el: Element) => getComputedStyle(el).backgroundColor;

test.describe('Base UI customization demos', () => {
  test('CSS: base--checked restyles the track and the form saves', async ({ page, consoleErrors }) => {
    await page.goto('/base-ui/customization/styling-with-css/');
    await waitForHydration(page);
    const demo = page.locator('#notification-settings');
    // The page is about the stylesheet: its claims are checked in the CSS variant.
    await demo.getByTestId('styling-CSS').click();
    const live = demo.getByTestId('demo-live');
    await expect(live).toHaveAttribute('data-styling', 'CSS');
    const push = live.getByRole('switch', { name: 'Push notifications for mentions' });
    const pushTrack = live.locator('.base-Switch-track').nth(1);
    await expect.poll(() => pushTrack.evaluate(track)).toBe(SLATE_500);
    const save = live.getByRole('button', { name: 'All changes saved' });
    await expect(save).toBeDisabled();
    await push.click();
    await expect.poll(() => pushTrack.evaluate(track)).toBe(BLUE_700);
    await live.getByRole('button', { name: 'Save changes' }).click();
    await expect(live.getByRole('button', { name: 'All changes saved' })).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });

  test('Tailwind: group and owner-state classes follow the state', async ({ page, consoleErrors }) => {
    await page.goto('/base-ui/customization/styling-with-tailwind/');
    await waitForHydration(page);
    const demo = page.locator('#delivery-preferences');
    await demo.getByTestId('styling-Tailwind').click();
    const live = demo.getByTestId('demo-live');
    await expect(live).toHaveAttribute('data-styling', 'Tailwind');
    const weeklyTrack = live.locator('.base-Switch-track');
    await expect.poll(() => weeklyTrack.evaluate(track)).toBe(BLUE_700);
    await live.getByRole('switch', { name: 'Weekly summary' }).click();
    await expect.poll(() => weeklyTrack.evaluate(track)).toBe(SLATE_500);
    const save = live.getByRole('button', { name: 'Save preferences' });
    await expect(save).toBeDisabled();
    await live.getByRole('textbox', { name: 'Receipt email' }).fill('ana@example.com');
    await expect.poll(() => save.evaluate(track)).toBe(BLUE_700);
    await save.click();
    await expect(live.getByRole('status')).toHaveText('Receipts go to ana@example.com.');
    expect(consoleErrors).toEqual([]);
  });

  test('slots: custom thumb reads ownerState, track removed, link slot without ownerState', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/base-ui/customization/overriding-slots/');
    await waitForHydration(page);
    const live = page.locator('#table-toolbar-slots').getByTestId('demo-live');
    await expect(live.locator('.base-Switch-track')).toHaveCount(0);
    const thumb = live.locator('.base-Switch-thumb');
    await expect(thumb).toHaveText('Off');
    await live.getByRole('switch', { name: 'Compact rows' }).click();
    await expect(thumb).toHaveText('On');
    await expect(live.getByText('32 px rows')).toBeVisible();
    const link = live.getByRole('link', { name: 'More about Switch' });
    await expect(link).toHaveAttribute('href', '/base-ui/react-switch/');
    await expect(link).not.toHaveAttribute('ownerstate', /.*/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('MUI System customization demos', () => {
  test('theme scoping: the Acme theme changes, the app theme does not', async ({ page, consoleErrors }) => {
    await page.goto('/system/customization/theme-scoping/');
    await waitForHydration(page);
    const live = page.locator('#scoped-brand-theme').getByTestId('demo-live');
    const button = live.getByRole('button', { name: 'Start trial' });
    await expect.poll(() => button.evaluate(track)).toBe(FOREST);
    await expect(live.getByText('App theme radius: 8px · Acme theme radius: 16px')).toBeVisible();
    await live.getByRole('radio', { name: 'ocean' }).check();
    await expect.poll(() => button.evaluate(track)).toBe(BLUE_700);
    await expect(live.getByText('App theme radius: 8px · Acme theme radius: 4px')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('custom components: defaultProps, styleOverrides and variants come from the theme', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/system/customization/custom-components/');
    await waitForHydration(page);
    const live = page.locator('#themed-stat-tiles').getByTestId('demo-live');
    const tile = (label: string) => live.getByText(label, { exact: true }).locator('..');
    const radius = (el: Element) => getComputedStyle(el).borderTopLeftRadius;
    const padding = (el: Element) => getComputedStyle(el).paddingTop;
    await expect.poll(() => tile('Active users').evaluate(radius)).toBe('16px');
    await expect.poll(() => tile('Active users').evaluate(padding)).toBe('8px');
    await expect.poll(() => tile('Revenue').evaluate(padding)).toBe('16px');
    await expect
      .poll(() => tile('Churned').evaluate((el) => getComputedStyle(el).borderLeftWidth))
      .toBe('6px');
    await live.getByRole('checkbox', { name: /AcmeStatTile entry/ }).uncheck();
    await expect.poll(() => tile('Active users').evaluate(radius)).toBe('8px');
    await expect.poll(() => tile('Active users').evaluate(padding)).toBe('16px');
    await expect
      .poll(() => tile('Churned').evaluate((el) => getComputedStyle(el).borderLeftWidth))
      .toBe('1px');
    expect(consoleErrors).toEqual([]);
  });
});
