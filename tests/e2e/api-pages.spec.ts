import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { builtPages } from './built-pages';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Components a package exports, counted independently of the extractor: the root index re-exports
 * of a folder holding a declaration file of the same name (`export { default as Button } from
 * './Button'`, or Base UI's `export * from './Button'`).
 */
function exportedComponents(pkg: string, withHooks: boolean): string[] {
  const dir = path.join(process.cwd(), 'node_modules', pkg);
  const index = readFileSync(path.join(dir, 'index.d.ts'), 'utf8');
  const names = new Set<string>();
  // A folder's main declaration file is named after the export without its unstable prefix
  // (`Unstable_TrapFocus/FocusTrap.d.ts` is the exception the list below names).
  const declares = (folder: string, base: string) =>
    existsSync(path.join(dir, folder, `${base}.d.ts`)) ||
    (folder === 'Unstable_TrapFocus' && existsSync(path.join(dir, folder, 'FocusTrap.d.ts'))) ||
    // A folder that re-exports a component whole from another package (Joy's Dropdown).
    reexportsWhole(path.join(dir, folder, 'index.d.ts'), base);
  for (const [, name, folder] of index.matchAll(/export \{ (?:default as )?(\w+) \} from '\.\/(\w+)'/g)) {
    const base = name.replace(/^(Unstable_|unstable_)/, '');
    if (/^[A-Z]/.test(base) && declares(folder, folder.replace(/^(Unstable_|unstable_)/, '')))
      names.add(base);
  }
  for (const [, folder] of index.matchAll(/export \* from '\.\/(\w+)'/g)) {
    const base = folder.replace(/^(Unstable_|unstable_)/, '');
    const isHook = /^use[A-Z]/.test(base);
    if ((/^[A-Z]/.test(base) || (withHooks && isHook)) && declares(folder, base)) names.add(base);
  }
  return [...names];
}

/** `export { Dropdown as default, … } from '@mui/base/Dropdown'` in a folder's index. */
function reexportsWhole(indexFile: string, name: string): boolean {
  if (!existsSync(indexFile)) return false;
  return new RegExp(`export \\{ ${name} as default\\b[^}]*\\} from '@mui/[\\w-]+/${name}'`).test(
    readFileSync(indexFile, 'utf8'),
  );
}

/** Components and hooks declared in a subpath folder under names of their own (Base UI's Transitions). */
function declaredInFolder(pkg: string, folder: string): string[] {
  const dir = path.join(process.cwd(), 'node_modules', pkg, folder);
  return (
    readdirSync(dir)
      // Contexts (`TransitionContext`) are not components.
      .filter((file) => /^([A-Z]\w*|use[A-Z]\w*)\.d\.ts$/.test(file) && !/Context\.d\.ts$/.test(file))
      .map((file) => file.replace(/\.d\.ts$/, ''))
  );
}

/**
 * Every function a package's root exports at run time: for @toolpad/core, exactly its components
 * and hooks (its contexts are objects, its codecs plain data), wherever their types are declared.
 */
function exportedFunctions(pkg: string): string[] {
  const exported = createRequire(path.join(process.cwd(), 'package.json'))(pkg) as Record<string, unknown>;
  return Object.keys(exported).filter((name) => typeof exported[name] === 'function');
}

/** The lab components documented here; the lab's other exports are deprecated re-exports. */
const LAB_COMPONENTS = [
  'LoadingButton',
  'Masonry',
  'TabContext',
  'TabList',
  'TabPanel',
  'Timeline',
  'TimelineConnector',
  'TimelineContent',
  'TimelineDot',
  'TimelineItem',
  'TimelineOppositeContent',
  'TimelineSeparator',
];

const apiPagesOf = (segment: string) =>
  builtPages().filter((page) => new RegExp(`^/${segment}/api/[^/]+/$`).test(page.url));

test('one API page per exported component of each package', () => {
  const expected = {
    'material-ui': exportedComponents('@mui/material', false).length + LAB_COMPONENTS.length,
    'joy-ui': exportedComponents('@mui/joy', false).length,
    'base-ui':
      exportedComponents('@mui/base', true).length +
      ['Transitions', 'useTransition'].flatMap((folder) => declaredInFolder('@mui/base', folder)).length,
    system: 4,
    toolpad: exportedFunctions('@toolpad/core').length,
  };
  const built = Object.fromEntries(
    Object.keys(expected).map((segment) => [segment, apiPagesOf(segment).length]),
  );
  console.log(`API pages built: ${JSON.stringify(built)}; components exported: ${JSON.stringify(expected)}`);
  expect(built).toEqual(expected);
});

test('Material Button documents variant, disabled and color with types and defaults', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/material-ui/api/button/');
  await expect(page.getByRole('heading', { level: 1, name: 'Button API' })).toBeVisible();
  const row = (name: string) => page.locator(`#prop-${name}`);
  await expect(row('variant').getByRole('rowheader')).toHaveText('variant');
  await expect(row('variant')).toContainText("'text' | 'outlined' | 'contained'");
  await expect(row('variant').locator('td').nth(1)).toHaveText("'text'");
  await expect(row('disabled')).toContainText('boolean');
  await expect(row('disabled').locator('td').nth(1)).toHaveText('false');
  await expect(row('color')).toContainText(
    "'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning'",
  );
  await expect(row('color').locator('td').nth(1)).toHaveText("'primary'");
  await expect(page.getByTestId('inherits').getByRole('link', { name: 'ButtonBase' })).toHaveAttribute(
    'href',
    '/material-ui/api/button-base/',
  );
  await expect(page.getByText("import Button from '@mui/material/Button';")).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '.MuiButton-root', exact: true })).toBeVisible();
  await expect(page.getByTestId('bundle-cost')).toContainText(/\d+(\.\d)? kB minified/);
  expect(consoleErrors).toEqual([]);
});

test('the props filter and the remembered list view', async ({ page }) => {
  await page.goto('/material-ui/api/button/');
  await waitForHydration(page);
  await page.getByLabel('Filter props').fill('elevation');
  await expect(page.locator('#prop-disableElevation')).toBeVisible();
  await expect(page.locator('#prop-variant')).toBeHidden();
  await expect(page.getByText('1 of 14 props')).toBeVisible();
  await page.getByTestId('view-list').click();
  await expect(page.locator('#props-view')).toHaveAttribute('data-view', 'list');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#props-view')).toHaveAttribute('data-view', 'list');
  await expect(page.getByTestId('view-list')).toHaveAttribute('aria-pressed', 'true');
});

test('phones get the list view from CSS before any script, and hydrating does not shift it', async ({
  browser,
}) => {
  const phone = { viewport: { width: 412, height: 823 } };
  const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/material-ui/api/button/');
  await expect(staticPage.locator('#props-view thead')).toHaveCSS('position', 'absolute');
  await expect(staticPage.locator('#prop-variant')).toHaveCSS('display', 'block');
  await noScript.close();

  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.addInitScript(`
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto('/material-ui/api/button/');
  await waitForHydration(page);
  await expect(page.getByTestId('view-list')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#prop-variant')).toHaveCSS('display', 'block');
  // Choosing the table on a phone still works, and beats the "auto" default.
  await page.getByTestId('view-table').click();
  await expect(page.locator('#prop-variant')).toHaveCSS('display', 'table-row');
  expect(await page.evaluate('window.__shift')).toBeLessThan(0.01);
  await context.close();
});

test('Joy Button lists its own variants, sizes and slots', async ({ page }) => {
  await page.goto('/joy-ui/api/button/');
  await expect(page.locator('#prop-variant')).toContainText("'plain' | 'outlined' | 'soft' | 'solid'");
  await expect(page.locator('#prop-variant td').nth(1)).toHaveText("'solid'");
  await expect(page.locator('#prop-size td').nth(1)).toHaveText("'md'");
  await expect(page.locator('#slot-startDecorator')).toContainText('.MuiButton-startDecorator');
});

test('System Box documents component and sx', async ({ page }) => {
  await page.goto('/system/api/box/');
  await expect(page.getByRole('heading', { level: 1, name: 'Box API' })).toBeVisible();
  await expect(page.locator('#prop-sx')).toContainText('SxProps<Theme>');
  await expect(page.locator('#prop-component')).toBeVisible();
  await expect(page.getByText("import Box from '@mui/system/Box';")).toBeVisible();
});

test('the Base UI API index links every component and hook', async ({ page }) => {
  await page.goto('/base-ui/api/');
  await expect(page.getByRole('heading', { level: 2, name: 'Hooks' })).toBeVisible();
  // The side nav lists the API pages too: follow the index's own link.
  await page.locator('#main-content').getByRole('link', { name: 'useButton', exact: true }).click();
  await expect(page).toHaveURL(/\/base-ui\/api\/use-button\/$/);
  await expect(page.locator('#return-getRootProps')).toBeVisible();
});

test('the data grid interfaces have pages at mui.com URLs, with members, plans and imports', async ({
  page,
  consoleErrors,
}) => {
  const interfacePages = builtPages().filter((p) => /^\/x\/api\/data-grid\/grid-[a-z-]+\/$/.test(p.url));
  expect(interfacePages.map((p) => p.url)).toContain('/x/api/data-grid/grid-api/');
  expect(interfacePages).toHaveLength(18);

  await page.goto('/x/api/data-grid/grid-col-def/');
  await expect(page.getByRole('heading', { level: 1, name: 'GridColDef API' })).toBeVisible();
  const member = (name: string) => page.locator(`#member-${name}`);
  await expect(member('field').getByRole('rowheader')).toContainText('Required');
  await expect(member('field')).toContainText('string');
  await expect(member('aggregable').locator('[data-plan="premium"]')).toHaveText('Premium');
  await expect(member('aggregable').locator('td').nth(1)).toHaveText('true');
  await expect(member('align')).toContainText("'left' | 'right' | 'center'");
  await expect(page.getByText("import type { GridColDef } from '@mui/x-data-grid';")).toBeVisible();
  // The filter names what an interface has: members, not props.
  await page.getByLabel('Filter members').fill('aggregable');
  await expect(member('aggregable')).toBeVisible();
  await expect(member('field')).toBeHidden();
  await expect(page.getByText(/^1 of \d+ members$/)).toBeVisible();
  await page.getByLabel('Filter members').fill('');
  // The side nav lists it inside the API reference, marked as the current page.
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'GridColDef', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);

  // GridApi gathers the plans' members: Pro and Premium ones are badged, the others not.
  await page.goto('/x/api/data-grid/grid-api/');
  await expect(page.locator('#member-addRowGroupingCriteria [data-plan="premium"]')).toBeVisible();
  await expect(page.locator('#member-applySorting [data-plan]')).toHaveCount(0);

  await page.goto('/x/api/');
  await page.locator('#main-content').getByRole('link', { name: 'GridFilterModel', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-filter-model\/$/);
  await expect(page.locator('#member-items')).toContainText('GridFilterItem[]');
});
