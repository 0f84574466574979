import type { RedirectTable } from '@/modules/redirects/redirect-table';
import { apiPackages } from './api-packages';
import { muiV6Urls } from './mui-v6-urls';
import { products } from './products';

/**
 * The redirect table: where mui.com's URLs, old and current, land on this site. Plain data: the
 * prebuild checks its shape (src/modules/redirects/table-schema.ts), slugs the export names of
 * `apiNameRows` and resolves it against the built pages (src/modules/redirects): rows become exact
 * one-hop redirects, served by next.config.mjs `redirects()` and written to public/_redirects. The
 * build fails when a target is not a page, when a row would hide a page (except a mui.com v6 URL
 * whose page has since been written: the page wins), or when a v6 URL is neither a page nor covered.
 *
 * - `rows`: one URL to one page. Earlier rows win over later patterns.
 * - `apiNameRows`: rows written as export names, one per name, `:slug` standing for its API page slug.
 * - `patterns`: `each: true` rows, one redirect per page (or known mui.com URL) `to` matches.
 * - `standIns`: mui.com v6 URLs (data/mui-v6-urls.ts) with no page here yet go to the nearest page
 *   that exists, found by the longest `within` prefix, until a content change adds their page.
 */
const row = (from: string, to: string) => ({ from, to });

/** The pickers' API exports, from the packages the API pages are generated for. */
const pickerApiNames = apiPackages
  .filter((entry) => entry.package.startsWith('@mui/x-date-pickers'))
  .flatMap((entry) => entry.only ?? []);
const each = (from: string, to: string) => ({ from, to, each: true as const });

/**
 * Base UI's API tabs on mui.com (data/mui-v6-urls.ts): `react-<name>/components-api/` lands on the
 * `<name>` API page and `hooks-api/` on `use-<name>`. These tabs instead land on the component page,
 * whose API section links each part: a tab listing several components, or a hook with no page here
 * (useFormControlContext; the transitions' two hooks).
 */
const baseUiTabsOnComponentPage = new Set(
  ['menu', 'select', 'tabs', 'transitions']
    .map((name) => `/base-ui/react-${name}/components-api/`)
    .concat(['/base-ui/react-form-control/hooks-api/', '/base-ui/react-transitions/hooks-api/']),
);
const baseUiApiTabRows = muiV6Urls.apiPages.flatMap((url) => {
  const match = /^\/base-ui\/react-([a-z0-9-]+)\/(components|hooks)-api\/$/.exec(url);
  if (!match) return [];
  const [, name, tab] = match;
  if (baseUiTabsOnComponentPage.has(url)) return [row(url, `/base-ui/react-${name}/`)];
  return [row(url, `/base-ui/api/${tab === 'hooks' ? 'use-' : ''}${name}/`)];
});

/** v4-era component URLs whose v6 page has another name (the rest keep theirs: a pattern below). */
const renamedComponents: Record<string, string> = {
  avatars: 'react-avatar',
  badges: 'react-badge',
  buttons: 'react-button',
  cards: 'react-card',
  checkboxes: 'react-checkbox',
  chips: 'react-chip',
  dialogs: 'react-dialog',
  dividers: 'react-divider',
  drawers: 'react-drawer',
  'expansion-panels': 'react-accordion',
  'grid-list': 'react-image-list',
  icons: 'icons',
  links: 'react-link',
  lists: 'react-list',
  menus: 'react-menu',
  'material-icons': 'material-icons',
  'radio-buttons': 'react-radio-button',
  selects: 'react-select',
  snackbars: 'react-snackbar',
  steppers: 'react-stepper',
  switches: 'react-switch',
  tables: 'react-table',
  'text-fields': 'react-text-field',
  tooltips: 'react-tooltip',
  transitions: 'transitions',
  'about-the-lab': 'about-the-lab',
  'trap-focus': 'react-modal',
};

export const redirectTable: RedirectTable = {
  rows: [
    // Each product's root and the early-v5 Overview URLs land on its Overview.
    ...products.map((product) => row(`/${product.segment}/`, product.home)),
    row('/toolpad/core/', '/toolpad/core/introduction/'),
    ...['material-ui', 'joy-ui', 'base-ui', 'system'].map((segment) =>
      row(`/${segment}/getting-started/overview/`, `/${segment}/getting-started/`),
    ),
    row('/experiments/docs/overview/', '/experiments/docs/'),
    row('/base/', '/base-ui/getting-started/'),
    row('/base/getting-started/overview/', '/base-ui/getting-started/'),
    row('/joy/', '/joy-ui/getting-started/'),
    row('/joy/getting-started/overview/', '/joy-ui/getting-started/'),
    // Paths this site used before these pages moved to mui.com's URLs.
    row('/material-ui/react-icons/', '/material-ui/icons/'),
    row('/material-ui/react-radio-group/', '/material-ui/react-radio-button/'),
    row('/material-ui/react-links/', '/material-ui/react-link/'),
    row('/material-ui/react-menus/', '/material-ui/react-menu/'),
    row('/material-ui/react-transitions/', '/material-ui/transitions/'),
    row('/joy-ui/customization/typography/', '/joy-ui/customization/theme-typography/'),
    // mui.com v6 URLs whose page is here under another path.
    row('/material-ui/api/grid-2/', '/material-ui/api/grid2/'),
    row('/x/api/data-grid/data-grid/', '/x/api/data-grid/'),
    ...[
      'data-grid-pro',
      'data-grid-premium',
      'grid-filter-form',
      'grid-filter-panel',
      'grid-toolbar-quick-filter',
    ].map((name) => row(`/x/api/data-grid/${name}/`, `/x/api/${name}/`)),
    // @mui/material's Pigment CSS layout components (PigmentGrid is Grid v2 on Pigment CSS): the
    // component each one stands in for.
    row('/material-ui/api/pigment-container/', '/material-ui/api/container/'),
    row('/material-ui/api/pigment-grid/', '/material-ui/api/grid2/'),
    row('/material-ui/api/pigment-hidden/', '/material-ui/api/hidden/'),
    row('/material-ui/api/pigment-stack/', '/material-ui/api/stack/'),
    ...baseUiApiTabRows,
    // mui.com puts Toolpad Core's API pages under /toolpad/core/api/ (its pattern is below).
    row('/toolpad/core/api/', '/toolpad/api/'),
    // Older schemes whose path changed beyond a prefix.
    ...Object.entries(renamedComponents).map(([name, page]) =>
      row(`/components/${name}/`, `/material-ui/${page}/`),
    ),
    row('/components/pickers/', '/x/react-date-pickers/'),
    ...['date-picker', 'time-picker', 'date-time-picker', 'date-range-picker'].map((name) =>
      row(`/components/${name}/`, `/x/react-date-pickers/${name}/`),
    ),
    row('/customization/globals/', '/material-ui/customization/theme-components/'),
    row('/customization/components/', '/material-ui/customization/how-to-customize/'),
    row('/customization/default-theme/', '/material-ui/design-resources/default-theme/'),
    row('/guides/interoperability/', '/material-ui/integrations/interoperability/'),
    row('/guides/routing/', '/material-ui/integrations/routing/'),
    row('/guides/styled-engine/', '/system/integrations/styled-components/'),
    row('/guides/right-to-left/', '/material-ui/customization/right-to-left/'),
    row('/guides/migration-v4/', '/material-ui/migration/migration-v4/'),
    row('/guides/migration-v3/', '/material-ui/migration/migration-v3/'),
    row('/guides/migration-v0x/', '/material-ui/migration/migration-v0x/'),
    row('/guides/pickers-migration/', '/material-ui/migration/pickers-migration/'),
    row('/guides/classname-generator/', '/material-ui/experimental-api/classname-generator/'),
    row('/system/basics/', '/system/getting-started/'),
    // This site's own earlier URL of System's migration page, before it moved to mui.com's.
    row('/system/migration/v5-to-v6/', '/system/migration/migration-v5/'),
  ],
  apiNameRows: [
    // mui.com groups the pickers' API pages under /x/api/date-pickers/; here they sit at /x/api/<slug>/.
    { from: '/x/api/date-pickers/:slug/', to: '/x/api/:slug/', names: pickerApiNames },
  ],
  patterns: [
    // v4: /components/<name>/ and /api/<name>/ for Material UI (MUI X's grid and pickers below).
    each('/components/data-grid/:path*', '/x/react-data-grid/:path*'),
    each('/components/pickers/:path*', '/x/react-date-pickers/:path*'),
    each('/components/:name/', '/material-ui/react-:name/'),
    each('/api/data-grid/:path*', '/x/api/data-grid/:path*'),
    each('/api/:name/', '/material-ui/api/:name/'),
    each('/getting-started/:path*', '/material-ui/getting-started/:path*'),
    each('/customization/:name/', '/material-ui/customization/:name/'),
    each('/guides/:name/', '/material-ui/guides/:name/'),
    each('/styles/:name/', '/system/styles/:name/'),
    // Early v5: /base/... and /joy/... before the -ui suffix.
    each('/base/:path*', '/base-ui/:path*'),
    each('/joy/:path*', '/joy-ui/:path*'),
    // Toolpad Core's API pages are /toolpad/api/<name>/ here, /toolpad/core/api/<name>/ on mui.com:
    // one per page built from data/api-packages.ts, so a component added there is covered too.
    each('/toolpad/core/api/:name/', '/toolpad/api/:name/'),
  ],
  standIns: [
    { within: '/material-ui/', to: '/material-ui/getting-started/' },
    { within: '/material-ui/all-components/', to: '/material-ui/api/' },
    { within: '/material-ui/api/', to: '/material-ui/api/' },
    { within: '/material-ui/api/loading-button/', to: '/material-ui/api/button/' },
    { within: '/material-ui/react-masonry/', to: '/material-ui/react-image-list/' },
    { within: '/material-ui/react-timeline/', to: '/material-ui/react-stepper/' },
    { within: '/material-ui/react-transfer-list/', to: '/material-ui/react-list/' },
    { within: '/material-ui/getting-started/', to: '/material-ui/getting-started/' },
    { within: '/material-ui/customization/', to: '/material-ui/customization/theming/' },
    {
      within: '/material-ui/customization/css-theme-variables/',
      to: '/system/guides/css-theme-variables/',
    },
    { within: '/material-ui/experimental-api/', to: '/material-ui/customization/how-to-customize/' },
    { within: '/material-ui/guides/', to: '/material-ui/guides/composition/' },
    { within: '/material-ui/guides/api/', to: '/material-ui/api/' },
    { within: '/material-ui/integrations/', to: '/material-ui/integrations/interoperability/' },
    { within: '/material-ui/migration/', to: '/material-ui/migration/upgrade-to-v6/' },
    { within: '/material-ui/discover-more/', to: '/material-ui/discover-more/related-projects/' },
    { within: '/material-ui/design-resources/', to: '/material-ui/design-resources/design-kits/' },
    { within: '/joy-ui/', to: '/joy-ui/getting-started/' },
    { within: '/joy-ui/customization/', to: '/joy-ui/customization/approaches/' },
    { within: '/joy-ui/migration/', to: '/joy-ui/migration/from-material-ui/' },
    { within: '/base-ui/', to: '/base-ui/getting-started/' },
    { within: '/base-ui/all-components/', to: '/base-ui/api/' },
    { within: '/base-ui/getting-started/quickstart/', to: '/base-ui/getting-started/installation/' },
    {
      within: '/base-ui/guides/working-with-tailwind-css/',
      to: '/base-ui/integrations/tailwind-css-setup/',
    },
    { within: '/system/', to: '/system/getting-started/' },
    { within: '/system/getting-started/usage/', to: '/system/getting-started/the-sx-prop/' },
    { within: '/system/experimental-api/', to: '/system/getting-started/the-sx-prop/' },
    { within: '/system/migration/', to: '/system/migration/migration-v5/' },
    { within: '/system/styles/', to: '/system/migration/from-jss/' },
    ...['borders', 'display', 'flexbox', 'grid', 'palette', 'positions', 'shadows', 'sizing', 'spacing']
      .concat(['screen-readers', 'typography'])
      .map((group) => ({ within: `/system/${group}/`, to: '/system/properties/' })),
    { within: '/x/', to: '/x/introduction/' },
    { within: '/x/react-data-grid/', to: '/x/react-data-grid/' },
    { within: '/x/react-data-grid/filtering', to: '/x/react-data-grid/filtering/' },
    { within: '/x/api/data-grid/', to: '/x/api/data-grid/' },
    { within: '/x/react-date-pickers/', to: '/x/react-date-pickers/' },
    // The pickers' API index: every picker part is listed in the MUI X API index.
    { within: '/x/api/date-pickers/', to: '/x/api/' },
    { within: '/toolpad/', to: '/toolpad/core/introduction/' },
  ],
};
