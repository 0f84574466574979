import { apiSlug } from '@/model/api-slug';
import { apiIndexPath, apiPagePath } from '@/model/api-routes';
import { ContentError } from './content-error';

/** What the content rules need to know about one page, whichever way it was read. */
export interface PageFacts {
  route: string;
  file: string;
  /** Product segment: the first URL segment. */
  segment: string;
  /** Components named in the frontmatter. */
  components: string[];
  /** Frontmatter `planned`: a component not shipped yet (no `components:`, one demo suffices). */
  planned?: boolean;
  /** Demo names, in page order. */
  demos: string[];
  /** Internal link URLs, with the line each sits on. */
  links: Array<{ url: string; line: number }>;
}

export interface ContentStats {
  pagesPerProduct: Record<string, number>;
  /** Component pages (`/<product>/react-<name>/`) per product. */
  componentPagesPerProduct: Record<string, number>;
  /** Demo count of every page that has at least one demo. */
  demosPerPage: Record<string, number>;
  totalDemos: number;
}

/** Products whose component pages must meet the documentation rules below (issue #8). */
export const RULED_PRODUCTS: ReadonlySet<string> = new Set(['material-ui', 'joy-ui', 'base-ui']);
export const MIN_DEMOS_PER_COMPONENT_PAGE = 2;
/** Products where every API page (components and hooks) is documented by exactly one component page. */
export const FULL_COVERAGE_PRODUCTS: ReadonlySet<string> = new Set(['base-ui']);

const COMPONENT_PAGE = /^\/([a-z-]+)\/react-[a-z0-9-]+\/$/;

/** Component pages whose mui.com URL has no `react-` prefix (and that keep mui.com's URL here). */
const UNPREFIXED_COMPONENT_PAGES = new Set(['/material-ui/icons/', '/material-ui/transitions/']);

/** True for a component page: `/material-ui/react-button/`, and the two listed above. */
export function isComponentPage(route: string): boolean {
  return COMPONENT_PAGE.test(route) || UNPREFIXED_COMPONENT_PAGES.has(route);
}

/**
 * A hook's page (`/material-ui/react-use-media-query/`) sits among the component pages but documents
 * no component, so it may leave `components:` empty (it still needs its demos).
 */
export function isHookPage(route: string): boolean {
  return /^\/[a-z-]+\/react-use-[a-z0-9-]+\/$/.test(route);
}

export function contentStats(pages: readonly PageFacts[]): ContentStats {
  const stats: ContentStats = {
    pagesPerProduct: {},
    componentPagesPerProduct: {},
    demosPerPage: {},
    totalDemos: 0,
  };
  for (const page of pages) {
    stats.pagesPerProduct[page.segment] = (stats.pagesPerProduct[page.segment] ?? 0) + 1;
    if (isComponentPage(page.route)) {
      stats.componentPagesPerProduct[page.segment] = (stats.componentPagesPerProduct[page.segment] ?? 0) + 1;
    }
    if (page.demos.length > 0) stats.demosPerPage[page.route] = page.demos.length;
    stats.totalDemos += page.demos.length;
  }
  return stats;
}

const stripHash = (url: string) => url.split('#')[0].replace(/\/?$/, '/');

/**
 * A component page of a ruled product needs at least two demos, must list the components it
 * documents, and must link to the API page of each of them (which must exist). The error names the
 * page's file; a missing link points at the frontmatter line, where the component is listed.
 */
export function checkComponentPages(pages: readonly PageFacts[], apiRoutes: ReadonlySet<string>): void {
  for (const page of pages) {
    if (!RULED_PRODUCTS.has(page.segment) || !isComponentPage(page.route)) continue;
    const minDemos = page.planned ? 1 : MIN_DEMOS_PER_COMPONENT_PAGE;
    if (page.demos.length < minDemos) {
      throw new ContentError(
        page.file,
        1,
        `component page has ${page.demos.length} demo(s); it needs at least ${minDemos}`,
      );
    }
    if (page.planned && page.components.length > 0) {
      throw new ContentError(page.file, 1, 'a planned component page documents no shipped `components:`');
    }
    if (page.components.length === 0 && !isHookPage(page.route) && !page.planned) {
      throw new ContentError(page.file, 1, 'component page lists no `components:` in its frontmatter');
    }
    const linked = new Set(page.links.map((link) => stripHash(link.url)));
    for (const name of page.components) {
      const target = apiPagePath(page.segment, apiSlug(name));
      if (!apiRoutes.has(target)) {
        throw new ContentError(page.file, 1, `components: ${name} has no API page (${target})`);
      }
      if (!linked.has(target)) {
        throw new ContentError(page.file, 1, `components: ${name} is listed but the page never links to ${target}`);
      }
    }
  }
}

/** What the coverage rule needs to know about one API page (an entry of generated/api/index.json). */
export interface ApiFacts {
  name: string;
  slug: string;
  kind: string;
  segment: string;
}

export interface ApiCoverage {
  /** API components of a ruled product, with the component pages that list them. */
  pagesByComponent: Map<string, string[]>;
  /** Components listed by more than one page: each of those pages shows up in the API page's demos. */
  shared: Array<{ name: string; routes: string[] }>;
}

/**
 * Every API component of a ruled product must be listed in the `components:` frontmatter of at least
 * one of that product's component pages (which, by checkComponentPages, links to its API page).
 * Names are compared by API slug, so `TrapFocus` in frontmatter matches the `Unstable_TrapFocus` export.
 * A single error names every component without a page, with the API page it would link to.
 */
export function checkApiCoverage(pages: readonly PageFacts[], api: readonly ApiFacts[]): ApiCoverage {
  const pagesByComponent = new Map<string, string[]>();
  const missing: string[] = [];
  for (const entry of api) {
    if (!RULED_PRODUCTS.has(entry.segment) || entry.kind !== 'component') continue;
    const routes = pages
      .filter((page) => page.segment === entry.segment && isComponentPage(page.route))
      .filter((page) => page.components.some((name) => apiSlug(name) === entry.slug))
      .map((page) => page.route);
    pagesByComponent.set(`${entry.segment}/${entry.name}`, routes);
    if (routes.length === 0) missing.push(`${entry.name} (${apiPagePath(entry.segment, entry.slug)})`);
  }
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} API component(s) have no component page listing them in \`components:\`: ${missing.join(', ')}`,
    );
  }
  const shared = [...pagesByComponent]
    .filter(([, routes]) => routes.length > 1)
    .map(([key, routes]) => ({ name: key.split('/')[1], routes }));
  return { pagesByComponent, shared };
}

/** One log line for the coverage result. */
export function formatCoverage(coverage: ApiCoverage): string {
  const shared = coverage.shared.map(({ name, routes }) => `${name} ${routes.length}`).join(', ');
  return (
    `API coverage: ${coverage.pagesByComponent.size} API components of ${[...RULED_PRODUCTS].join(', ')}, ` +
    `each on a component page; ${coverage.shared.length} on several pages` +
    (shared ? ` (${shared})` : '')
  );
}

/**
 * For the full-coverage products, every API page must be listed in the `components:` of exactly one
 * component page, so that each API page links back to one place. A page listing an export another
 * page already lists is named with its file; an API page no page lists is named by its URL.
 */
export function checkExclusiveCoverage(pages: readonly PageFacts[], apiRoutes: ReadonlySet<string>): void {
  const owner = new Map<string, string>();
  for (const page of pages) {
    if (!FULL_COVERAGE_PRODUCTS.has(page.segment) || !isComponentPage(page.route)) continue;
    for (const name of page.components) {
      const target = apiPagePath(page.segment, apiSlug(name));
      const first = owner.get(target);
      if (first) throw new ContentError(page.file, 1, `components: ${name} is already documented by ${first}`);
      owner.set(target, page.file);
    }
  }
  for (const product of FULL_COVERAGE_PRODUCTS) {
    const index = apiIndexPath(product);
    const missing = [...apiRoutes].filter((r) => r.startsWith(index) && r !== index && !owner.has(r)).sort();
    if (missing.length > 0) {
      throw new Error(`${product}: no component page lists the export of ${missing.join(', ')} in its components:`);
    }
  }
}

/** Human-readable summary for the prebuild log. */
export function formatStats(stats: ContentStats, apiPagesPerProduct?: Record<string, number>): string {
  const products = [
    ...new Set([...Object.keys(stats.pagesPerProduct), ...Object.keys(apiPagesPerProduct ?? {})]),
  ].sort();
  const lines = products.map(
    (product) =>
      `  ${product}: ${stats.pagesPerProduct[product] ?? 0} pages, ` +
      `${stats.componentPagesPerProduct[product] ?? 0} component pages` +
      (apiPagesPerProduct ? `, ${apiPagesPerProduct[product] ?? 0} API pages` : ''),
  );
  const perPage = Object.entries(stats.demosPerPage)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, count]) => `  ${route} ${count}`);
  return ['content per product:', ...lines, `demos per page (${stats.totalDemos} in all):`, ...perPage].join('\n');
}
