import 'server-only';
import pagesJson from '@generated/pages.json';
import type { PageRecord } from '@/model/page-record';

const pages = pagesJson as PageRecord[];
const byRoute = new Map(pages.map((page) => [page.route, page]));

export function allPages(): readonly PageRecord[] {
  return pages;
}

export function pagesOf(segment: string): PageRecord[] {
  return pages.filter((page) => page.segment === segment);
}

export function findPage(segment: string, slug: string[]): PageRecord | undefined {
  return byRoute.get(`/${[segment, ...slug].join('/')}/`);
}

/** The page at a URL path with its trailing slash (`/material-ui/react-button/`). */
export function findPageByRoute(route: string): PageRecord | undefined {
  return byRoute.get(route);
}
