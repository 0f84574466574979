import type { TocEntry } from '@/model/toc';
import type { PageRecord } from '@/model/page-record';
import type { PageSource } from './collect-pages';

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
