import { ContentError } from './content-error';
import type { PageLink } from '../markdown/remark-collect-links';

export interface LinkTarget {
  /** Ids on the page a hash may point to; undefined when the page's ids are not known at build time. */
  ids?: ReadonlySet<string>;
}

/**
 * Every internal markdown link must lead to a page that exists, and its hash to an id on that
 * page. The first broken link fails the build with its file and line.
 */
export function checkLinks(
  pages: Array<{ file: string; route: string; links: PageLink[] }>,
  targets: ReadonlyMap<string, LinkTarget>,
): void {
  for (const page of pages) {
    for (const link of page.links) {
      const url = new URL(link.url, `http://site${page.route}`);
      const route = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
      const target = targets.get(route);
      if (!target && !/\.[a-z0-9]+$/i.test(url.pathname)) {
        throw new ContentError(page.file, link.line, `link to ${link.url}, but no page ${route} exists`);
      }
      const id = decodeURIComponent(url.hash.slice(1));
      if (target?.ids && id && !target.ids.has(id)) {
        throw new ContentError(page.file, link.line, `link to ${link.url}, but ${route} has no #${id}`);
      }
    }
  }
}
