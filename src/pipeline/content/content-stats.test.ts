import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joyUiNav } from '../../../data/nav/joy-ui';
import { materialUiNav } from '../../../data/nav/material-ui';
import { flattenPages } from '@/modules/nav';
import { collectPages } from './collect-pages';
import {
  MIN_DEMOS_PER_COMPONENT_PAGE,
  checkComponentPages,
  contentStats,
  formatStats,
  isComponentPage,
  type PageFacts,
} from './content-stats';
import { scanPage } from './scan-page';

const page = (overrides: Partial<PageFacts>): PageFacts => ({
  route: '/material-ui/react-chip/',
  file: 'content/material-ui/react-chip/index.mdx',
  segment: 'material-ui',
  components: ['Chip'],
  demos: ['a', 'b'],
  links: [{ url: '/material-ui/api/chip/', line: 30 }],
  ...overrides,
});
const api = new Set(['/material-ui/api/chip/', '/material-ui/api/toggle-button-group/']);

describe('contentStats', () => {
  it('counts pages, component pages and demos per product and page', () => {
    const stats = contentStats([
      page({}),
      page({ route: '/material-ui/getting-started/overview/', demos: [] }),
      page({ route: '/joy-ui/react-chip/', segment: 'joy-ui', demos: ['x'] }),
    ]);
    expect(stats.pagesPerProduct).toEqual({ 'material-ui': 2, 'joy-ui': 1 });
    expect(stats.componentPagesPerProduct).toEqual({ 'material-ui': 1, 'joy-ui': 1 });
    expect(stats.demosPerPage).toEqual({ '/material-ui/react-chip/': 2, '/joy-ui/react-chip/': 1 });
    expect(stats.totalDemos).toBe(3);
    expect(formatStats(stats, { 'material-ui': 130 })).toContain('material-ui: 2 pages, 1 component pages, 130 API pages');
  });
  it('recognises component pages by their URL', () => {
    expect(isComponentPage('/material-ui/react-text-field/')).toBe(true);
    expect(isComponentPage('/material-ui/getting-started/overview/')).toBe(false);
    expect(isComponentPage('/material-ui/api/button/')).toBe(false);
  });
});

describe('checkComponentPages', () => {
  it('accepts a page with two demos linking every listed component', () => {
    expect(() => checkComponentPages([page({})], api)).not.toThrow();
    expect(() =>
      checkComponentPages(
        [page({ components: ['Chip', 'ToggleButtonGroup'], links: [{ url: '/material-ui/api/chip/#props', line: 3 }, { url: '/material-ui/api/toggle-button-group', line: 4 }] })],
        api,
      ),
    ).not.toThrow();
  });
  it('rejects a component page with fewer than two demos, naming the file', () => {
    expect(() => checkComponentPages([page({ demos: ['only'] })], api)).toThrow(
      'content/material-ui/react-chip/index.mdx:1: component page has 1 demo(s); it needs at least 2',
    );
  });
  it('rejects a listed component without an API page or without a link to it', () => {
    expect(() => checkComponentPages([page({ components: ['Chip', 'Nope'] })], api)).toThrow(
      'components: Nope has no API page (/material-ui/api/nope/)',
    );
    expect(() => checkComponentPages([page({ links: [] })], api)).toThrow('never links to /material-ui/api/chip/');
    expect(() => checkComponentPages([page({ components: [] })], api)).toThrow('lists no `components:`');
  });
  it('leaves other products and non-component pages alone', () => {
    expect(() => checkComponentPages([page({ segment: 'base-ui', route: '/base-ui/react-switch/', demos: [] })], api)).not.toThrow();
    expect(() => checkComponentPages([page({ route: '/material-ui/getting-started/overview/', demos: [] })], api)).not.toThrow();
  });
});

describe('scanPage', () => {
  it('finds demos and internal links in the MDX tree', () => {
    const scan = scanPage('---\ntitle: T\n---\n\n# T\n\n<Demo name="one" title="One" />\n\nSee [API](/material-ui/api/chip/) and [web](https://x.org).\n\n:::info\n[Install](/a/#b)\n:::\n');
    expect(scan.demos).toEqual(['one']);
    expect(scan.links.map((l) => l.url)).toEqual(['/material-ui/api/chip/', '/a/#b']);
  });
});

describe('the real content', async () => {
  const root = path.resolve(__dirname, '../../..');
  const pages = await collectPages(path.join(root, 'content'), root);
  const facts: PageFacts[] = pages.map((p) => ({
    route: p.route,
    file: p.file,
    segment: p.segment,
    components: p.frontmatter.components,
    ...scanPage(p.source),
  }));
  const stats = contentStats(facts);
  const navs = { 'material-ui': materialUiNav, 'joy-ui': joyUiNav };
  const componentPages = facts.filter((f) => f.segment in navs && isComponentPage(f.route));
  // The counts the issue asks for, printed with the test run.
  console.log(formatStats(stats));

  it.each(Object.entries(navs))('has %s component pages, every one listed in the Components nav', (product, nav) => {
    expect(stats.componentPagesPerProduct[product]).toBeGreaterThanOrEqual(1);
    const components = nav.find((item) => item.title === 'Components');
    const inNav = new Set(flattenPages(components?.children ?? []).map((link) => link.pathname));
    const routes = componentPages.filter((f) => f.segment === product).map((f) => f.route);
    expect(routes.filter((route) => !inNav.has(route))).toEqual([]);
  });
  it.each(componentPages.map((f) => [f.route, f] as const))('%s has >= 2 demos and links its API pages', (_route, f) => {
    expect(f.demos.length).toBeGreaterThanOrEqual(MIN_DEMOS_PER_COMPONENT_PAGE);
    expect(new Set(f.demos).size).toBe(f.demos.length);
    expect(f.components.length).toBeGreaterThan(0);
    expect(f.links.some((l) => l.url.startsWith(`/${f.segment}/api/`))).toBe(true);
    expect(f.demos.length).toBe(stats.demosPerPage[f.route]);
  });
});
