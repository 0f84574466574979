import type { Locator, Page } from '@playwright/test';
import { TEMPLATES_ROUTE, templateRoute, templates } from '../../data/templates';
import { expect, test, waitForHydration } from './fixtures';

const WIDTHS = [375, 1280] as const;

async function open(page: Page, slug: string, width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(templateRoute(slug));
  await waitForHydration(page);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** A field by its label; required fields' labels end with MUI's hidden " *". */
function input(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

/** The message under a field, found through the input's aria-describedby, as a screen reader would. */
async function describedBy(page: Page, label: string) {
  const field = input(page, label);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
  return page.locator(ids.map((id) => `[id="${id}"]`).join(','));
}

test('the gallery lists every template, inside the docs chrome, with a store link', async ({ page }) => {
  console.log(`templates: ${templates.length}`);
  expect(templates).toHaveLength(9);
  await page.goto(TEMPLATES_ROUTE);
  await expect(page.getByTestId('settings-button')).toBeVisible();
  const cardList = page.getByRole('list', { name: 'Templates' });
  const cards = cardList.getByRole('listitem');
  await expect(cards).toHaveCount(templates.length);
  for (const template of templates) {
    await expect(cardList.getByRole('link', { name: template.title, exact: true })).toHaveAttribute(
      'href',
      templateRoute(template.slug),
    );
    await expect(
      page.getByRole('img', { name: `Wireframe of the ${template.title} template` }),
    ).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'MUI Store' })).toHaveAttribute(
    'href',
    'https://mui.com/store/',
  );
  await waitForHydration(page);
  await cardList.getByRole('link', { name: 'Sign-in side', exact: true }).click();
  await expect(page).toHaveURL(templateRoute('sign-in-side'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

for (const template of templates) {
  test.describe(`template ${template.slug}`, () => {
    for (const width of WIDTHS) {
      test(`renders at ${width}px without chrome or sideways scroll`, async ({ page }) => {
        await open(page, template.slug, width);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('settings-button')).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(0);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      });
    }

    test('its own toggle switches light and dark, and a stored mode hydrates cleanly', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open(page, template.slug);
      const html = page.locator('html');
      await expect(html).toHaveClass(/light/);
      const toggle = page.getByTestId('template-mode-toggle');
      await expect(toggle).toHaveAccessibleName('Switch to dark mode');
      const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await toggle.click();
      await expect(html).toHaveClass(/dark/);
      await expect(toggle).toHaveAccessibleName('Switch to light mode');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
        lightBackground,
      );
      // Reload with "dark" stored: the fixture fails the test on any hydration warning.
      await page.reload();
      await waitForHydration(page);
      await expect(html).toHaveClass(/dark/);
      await expect(toggle).toHaveAccessibleName('Switch to light mode');
      await toggle.click();
      await expect(html).toHaveClass(/light/);
    });
  });
}

for (const slug of ['sign-in', 'sign-in-side']) {
  test(`${slug}: rejects bad input with linked messages, accepts good input`, async ({ page }) => {
    await open(page, slug, 375);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(await describedBy(page, 'Email')).toHaveText('Email is required.');
    await expect(await describedBy(page, 'Password')).toHaveText('Password is required.');
    await expect(input(page, 'Email')).toBeFocused();

    await input(page, 'Email').fill('ada@');
    await expect(await describedBy(page, 'Email')).toHaveText(
      'Enter an email address like name@example.com.',
    );
    await input(page, 'Password').fill('short');
    await expect(await describedBy(page, 'Password')).toHaveText('Password must be at least 8 characters.');

    await input(page, 'Email').fill('ada@example.org');
    await input(page, 'Password').fill('analytical1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(input(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as ada@example.org.' })).toBeVisible();
    await expect(input(page, 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  });
}

test('sign-in: the reset dialog validates its email', async ({ page }) => {
  await open(page, 'sign-in');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog.getByText('Email is required.')).toBeVisible();
  await input(dialog, 'Email').fill('grace@example.com');
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('If grace@example.com has an account, a reset link is on its way.'),
  ).toBeVisible();
});

test('sign-up: enforces password rules and confirmation', async ({ page }) => {
  await open(page, 'sign-up', 375);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(await describedBy(page, 'Full name')).toHaveText('Full name is required.');
  await expect(await describedBy(page, 'Email')).toHaveText('Email is required.');
  await expect(await describedBy(page, 'Password')).toHaveText('Password is required.');

  await input(page, 'Full name').fill('Ada Lovelace');
  await input(page, 'Email').fill('ada@example.org');
  await input(page, 'Password').fill('engines');
  await expect(await describedBy(page, 'Password')).toHaveText(
    'Password needs: at least 8 characters, a number.',
  );
  await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('A letter (met)');
  await input(page, 'Password').fill('engines1843');
  await input(page, 'Confirm password').fill('engines1842');
  await expect(await describedBy(page, 'Confirm password')).toHaveText('Passwords do not match.');
  await input(page, 'Confirm password').fill('engines1843');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Account created. Welcome, Ada Lovelace!' }),
  ).toBeVisible();
});

test('checkout: steps forward and back, keeping and validating each step', async ({ page }) => {
  await open(page, 'checkout', 375);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(await describedBy(page, 'First name')).toHaveText('First name is required.');
  await expect(await describedBy(page, 'Postal code')).toHaveText('Postal code is required.');
  await expect(input(page, 'First name')).toBeFocused();

  const address = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Address: '12 St James Square',
    City: 'London',
    'Postal code': 'SW1Y 4JH',
    Country: 'United Kingdom',
  };
  for (const [label, value] of Object.entries(address)) await input(page, label).fill(value);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeFocused();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(input(page, 'City')).toHaveValue('London');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await input(page, 'Name on card').fill('Ada Lovelace');
  await input(page, 'Card number').fill('4242 4242 4242 4241');
  await input(page, 'Expiry date').fill('13/40');
  await input(page, 'Security code').fill('12');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(await describedBy(page, 'Card number')).toHaveText(
    'This card number is not valid; check the digits.',
  );
  await expect(await describedBy(page, 'Expiry date')).toHaveText('Month must be between 01 and 12.');
  await expect(await describedBy(page, 'Security code')).toHaveText('Security code is 3 or 4 digits.');

  await input(page, 'Card number').fill('4242 4242 4242 4242');
  await input(page, 'Expiry date').fill('12/40');
  await input(page, 'Security code').fill('123');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page.getByText('Card ending in 4242, expires 12/40')).toBeVisible();
  await expect(page.getByText('12 St James Square, London, SW1Y 4JH, United Kingdom')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(input(page, 'Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Order TW-\w+ is confirmed/);
});

test('dashboard: the drawer on phones, the permanent menu on desktops, filters and user menu', async ({
  page,
}) => {
  await open(page, 'dashboard', 375);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const drawer = page.locator('.MuiDrawer-modal');
  await drawer.getByRole('button', { name: 'Orders', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  const rows = page.getByRole('region', { name: 'Orders', exact: true }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await input(page, 'Search orders').fill('jonas');
  await expect(rows).toHaveCount(1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menuButton).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('button', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  await expect(nav.getByRole('button', { name: 'Customers', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
});

test('marketing page: anchor nav on desktop and in the phone menu; the hero form validates', async ({
  page,
}) => {
  await open(page, 'marketing-page');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/#faq$/);
  const heading = page.getByRole('heading', { name: 'Frequently asked questions' });
  await expect(heading).toBeInViewport();
  // The heading must not hide under the sticky app bar.
  const barBottom = await page
    .locator('header')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom - 1);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('.MuiDrawer-modal').getByRole('link', { name: 'Testimonials' }).click();
  await expect(page).toHaveURL(/#testimonials$/);
  await expect(page.getByRole('heading', { name: 'Testimonials', exact: true })).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(await describedBy(page, 'Email address')).toHaveText('Email is required.');
  await input(page, 'Email address').fill('team@example.com');
  await page.getByRole('button', { name: 'Start now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'team@example.com is on the list' })).toBeVisible();
});

test('pricing: the billing switch changes prices', async ({ page }) => {
  await open(page, 'pricing', 375);
  const team = page.getByTestId('plan-Team');
  await expect(team).toContainText('$12');
  await page.getByRole('button', { name: /Yearly/ }).click();
  await expect(team).toContainText('$10');
  await expect(team).toContainText('billed yearly');
});

test('blog: categories and search filter posts, and a post opens', async ({ page }) => {
  await open(page, 'blog', 375);
  await page.getByRole('button', { name: 'Design', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('2 posts in Design');
  await input(page, 'Search posts').fill('type scale');
  await expect(page.getByRole('status')).toHaveText('1 post in Design');
  await page.getByRole('button', { name: /Picking a type scale/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Picking a type scale for small screens first' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await input(page, 'Search posts').fill('');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(await describedBy(page, 'Email address')).toHaveText('Email is required.');
});
