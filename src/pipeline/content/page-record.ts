import type { TocEntry } from '../markdown/remark-heading-ids';
import type { PageSource } from './collect-pages';
import type { Frontmatter } from './frontmatter-schema';

/** One built page as the app sees it: written to src/generated/pages.json by the prebuild. */
export interface PageRecord extends Omit<Frontmatter, 'product'> {
  route: string;
  file: string;
  segment: string;
  /** Catch-all params below the product segment. */
  slug: string[];
  toc: TocEntry[];
  /** Ids a link may target on this page: headings and demos. */
  anchors: string[];
  /** ISO date of the source file's last commit, when git history is available. */
  lastUpdated?: string;
  /** Module id of the compiled page under src/generated/content/. */
  moduleId: string;
}

export function moduleIdFor(route: string): string {
  return route.replace(/^\/|\/$/g, '').replace(/\//g, '__') || 'index';
}

/** The record of a compiled page: its frontmatter (less the product) and what compiling found. */
export function pageRecordOf(
  page: PageSource,
  compiled: { toc: TocEntry[]; anchors: string[] },
  lastUpdated: string | undefined,
): PageRecord {
  const { product: _product, ...frontmatter } = page.frontmatter;
  return {
    ...frontmatter,
    route: page.route,
    file: page.file,
    segment: page.segment,
    slug: page.route.split('/').filter(Boolean).slice(1),
    toc: compiled.toc,
    anchors: compiled.anchors,
    lastUpdated,
    moduleId: moduleIdFor(page.route),
  };
}
