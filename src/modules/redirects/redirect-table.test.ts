import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiV6Urls } from '@data/mui-v6-urls';
import { appPages } from '@data/app-pages';
import { products } from '@data/products';
import { redirectTable } from '@data/redirects';
import { templateRoute, templates } from '@data/templates';
import { redirectInputs, type RedirectTable } from './redirect-table';
import { resolveRedirects } from './resolve-redirects';

describe('redirectInputs', () => {
  const table: RedirectTable = {
    rows: [{ from: '/a/', to: '/b/' }],
    apiNameRows: [
      { from: '/x/api/date-pickers/:slug/', to: '/x/api/:slug/', names: ['DatePicker', 'Unstable_Grid2'] },
    ],
    patterns: [{ from: '/old/:path*', to: '/new/:path*', each: true }],
    standIns: [{ within: '/x/', to: '/x/introduction/' }],
  };

  it('slugs each export name with apiSlug, after the rows and before the patterns', () => {
    expect(redirectInputs(table)).toEqual({
      rules: [
        { from: '/a/', to: '/b/' },
        { from: '/x/api/date-pickers/date-picker/', to: '/x/api/date-picker/' },
        { from: '/x/api/date-pickers/grid2/', to: '/x/api/grid2/' },
        { from: '/old/:path*', to: '/new/:path*', each: true },
      ],
      standIns: [{ within: '/x/', to: '/x/introduction/' }],
    });
  });
});

/**
 * The real table against the real pages: content folders, pages with routes of their own and
 * templates, plus API pages from the index the
 * prebuild writes (this suite needs a prebuild, like the API coverage test, and says so).
 */
const apiIndex = path.join(process.cwd(), 'generated/api/index.json');
const contentPages = readdirSync('content', { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(`${path.sep}index.mdx`) && !file.includes(`${path.sep}demos${path.sep}`))
  .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`);

describe.skipIf(!existsSync(apiIndex))('the redirect table, resolved against the pages', () => {
  const api = existsSync(apiIndex)
    ? (JSON.parse(readFileSync(apiIndex, 'utf8')).entries as Array<{ segment: string; slug: string }>)
    : [];
  const built = new Set([
    ...contentPages,
    ...Object.values(appPages).map((page) => page.route),
    ...templates.map((template) => templateRoute(template.slug)),
    ...api.map((entry) => `/${entry.segment}/api/${entry.slug}/`),
    ...[...new Set(api.map((entry) => entry.segment))].map((segment) => `/${segment}/api/`),
  ]);
  const { rules, standIns } = redirectInputs(redirectTable);
  const { redirects } = resolveRedirects({
    rules,
    standIns,
    knownUrls: [...muiV6Urls.pages, ...muiV6Urls.apiPages],
    built,
  });
  const table = new Map(redirects);
  const expectLanding = (cases: Record<string, string>) => {
    for (const [from, to] of Object.entries(cases)) expect([from, table.get(from)]).toEqual([from, to]);
  };

  it('covers every mui.com v6 URL: a page here or one hop to a page', () => {
    for (const url of [...muiV6Urls.pages, ...muiV6Urls.apiPages]) {
      expect(built.has(url) || built.has(table.get(url) ?? ''), url).toBe(true);
    }
    for (const [from, to] of redirects) {
      expect(built.has(from), from).toBe(false);
      expect(built.has(to), to).toBe(true);
    }
  });

  it('a mui.com API URL named like an API page of its product lands on that page, not a fallback', () => {
    const apiPages = new Set(api.map((entry) => `/${entry.segment}/api/${entry.slug}/`));
    const named = muiV6Urls.apiPages.flatMap((url) => {
      const parts = url.split('/').filter(Boolean);
      const own = `/${parts[0]}/api/${parts[parts.length - 1]}/`;
      return apiPages.has(own) ? [[url, own]] : [];
    });
    // The data grid's Pro and Premium pages and Toolpad's API pages are among them.
    expect(named.length).toBeGreaterThan(60);
    const lands = (url: string) => (built.has(url) ? url : table.get(url));
    expect(named.filter(([url, own]) => lands(url) !== own).map(([url]) => [url, lands(url)])).toEqual([]);
  });

  it('product roots and the early-v5 Overview URLs land on /{product}/getting-started/', () => {
    for (const product of products) {
      expect(built.has(product.home), product.home).toBe(true);
      expect(table.get(`/${product.segment}/`)).toBe(product.home);
    }
    expectLanding({
      '/material-ui/': '/material-ui/getting-started/',
      '/material-ui/getting-started/overview/': '/material-ui/getting-started/',
      '/joy-ui/getting-started/overview/': '/joy-ui/getting-started/',
      '/base-ui/getting-started/overview/': '/base-ui/getting-started/',
      '/system/getting-started/overview/': '/system/getting-started/',
      '/experiments/docs/overview/': '/experiments/docs/',
      '/toolpad/core/': '/toolpad/core/introduction/',
    });
  });

  it('v6 URLs whose page is here under another path', () => {
    expectLanding({
      '/material-ui/api/grid-2/': '/material-ui/api/grid2/',
      '/x/api/data-grid/data-grid/': '/x/api/data-grid/',
      '/x/api/date-pickers/date-picker/': '/x/api/date-picker/',
      '/x/api/data-grid/data-grid-pro/': '/x/api/data-grid-pro/',
      '/toolpad/core/api/': '/toolpad/api/',
      '/toolpad/core/api/use-dialogs/': '/toolpad/api/use-dialogs/',
    });
  });

  it('the Pigment CSS layout components land on the component they wrap', () => {
    expectLanding({
      '/material-ui/api/pigment-container/': '/material-ui/api/container/',
      '/material-ui/api/pigment-grid/': '/material-ui/api/grid2/',
      '/material-ui/api/pigment-hidden/': '/material-ui/api/hidden/',
      '/material-ui/api/pigment-stack/': '/material-ui/api/stack/',
    });
  });

  it("Base UI's API tabs land on the API page of what they list, or on the component page", () => {
    expectLanding({
      '/base-ui/react-slider/components-api/': '/base-ui/api/slider/',
      '/base-ui/react-slider/hooks-api/': '/base-ui/api/use-slider/',
      '/base-ui/react-autocomplete/hooks-api/': '/base-ui/api/use-autocomplete/',
      '/base-ui/react-menu/components-api/': '/base-ui/react-menu/',
      '/base-ui/react-menu/hooks-api/': '/base-ui/api/use-menu/',
      '/base-ui/react-form-control/hooks-api/': '/base-ui/react-form-control/',
      '/base-ui/react-transitions/components-api/': '/base-ui/react-transitions/',
      '/base-ui/react-transitions/hooks-api/': '/base-ui/react-transitions/',
    });
    const tabs = muiV6Urls.apiPages.filter((url) =>
      /^\/base-ui\/react-[a-z-]+\/(components|hooks)-api\/$/.test(url),
    );
    expect(tabs.length).toBe(35);
    for (const url of tabs) {
      const page = url.replace(/[a-z]+-api\/$/, '');
      const to = table.get(url) ?? '';
      expect([url, to.startsWith('/base-ui/api/') || to === page]).toEqual([url, true]);
    }
  });

  it('paths this site used before five pages moved to mui.com URLs', () => {
    expectLanding({
      '/material-ui/react-icons/': '/material-ui/icons/',
      '/material-ui/react-radio-group/': '/material-ui/react-radio-button/',
      '/material-ui/react-links/': '/material-ui/react-link/',
      '/material-ui/react-menus/': '/material-ui/react-menu/',
      '/material-ui/react-transitions/': '/material-ui/transitions/',
      '/components/icons/': '/material-ui/icons/',
      '/components/menus/': '/material-ui/react-menu/',
      '/components/transitions/': '/material-ui/transitions/',
    });
  });

  it('v4 /components/<name>/, plural and renamed forms', () => {
    expectLanding({
      '/components/buttons/': '/material-ui/react-button/',
      '/components/text-fields/': '/material-ui/react-text-field/',
      '/components/dialogs/': '/material-ui/react-dialog/',
      '/components/snackbars/': '/material-ui/react-snackbar/',
      '/components/selects/': '/material-ui/react-select/',
      '/components/checkboxes/': '/material-ui/react-checkbox/',
      '/components/expansion-panels/': '/material-ui/react-accordion/',
      '/components/autocomplete/': '/material-ui/react-autocomplete/',
      '/components/material-icons/': '/material-ui/material-icons/',
    });
    expect(table.has('/components/not-a-component/')).toBe(false);
  });

  it('v4 /api/<name>/', () => {
    expectLanding({
      '/api/button/': '/material-ui/api/button/',
      '/api/text-field/': '/material-ui/api/text-field/',
    });
    expect(table.has('/api/not-a-component/')).toBe(false);
  });

  it('/getting-started/*', () => {
    expectLanding({
      '/getting-started/installation/': '/material-ui/getting-started/installation/',
      '/getting-started/usage/': '/material-ui/getting-started/usage/',
      '/getting-started/templates/dashboard/': '/material-ui/getting-started/templates/dashboard/',
    });
  });

  it('/customization/*', () => {
    expectLanding({
      '/customization/palette/': '/material-ui/customization/palette/',
      '/customization/globals/': '/material-ui/customization/theme-components/',
      '/customization/components/': '/material-ui/customization/how-to-customize/',
    });
  });

  it('/guides/*', () => {
    expectLanding({
      '/guides/typescript/': '/material-ui/guides/typescript/',
      '/guides/interoperability/': '/material-ui/integrations/interoperability/',
      '/guides/right-to-left/': '/material-ui/customization/right-to-left/',
    });
    expect(built.has(table.get('/guides/migration-v4/') ?? '')).toBe(true);
  });

  it('/styles/* and /system/basics/', () => {
    expectLanding({ '/system/basics/': '/system/getting-started/' });
    for (const name of ['basics', 'advanced', 'api'])
      expect(built.has(table.get(`/styles/${name}/`) ?? '')).toBe(true);
  });

  it('/components/data-grid/* and /components/pickers/*', () => {
    expectLanding({
      '/components/data-grid/': '/x/react-data-grid/',
      '/components/data-grid/editing/': '/x/react-data-grid/editing/',
      '/components/pickers/': '/x/react-date-pickers/',
      '/components/date-picker/': '/x/react-date-pickers/date-picker/',
    });
    expect(built.has(table.get('/components/data-grid/sorting/') ?? '')).toBe(true);
  });

  it('early-v5 /base/ and /joy/ forms', () => {
    expectLanding({
      '/base/': '/base-ui/getting-started/',
      '/base/react-button/': '/base-ui/react-button/',
      '/base/getting-started/overview/': '/base-ui/getting-started/',
      '/joy/': '/joy-ui/getting-started/',
      '/joy/react-button/': '/joy-ui/react-button/',
      '/joy/getting-started/overview/': '/joy-ui/getting-started/',
    });
  });
});
