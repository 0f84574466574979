import { pathnameToLanguage } from './language';

/**
 * The key that matches a URL to its page, and that analytics reports:
 * no language prefix, no hash or query, no trailing slash, and `/api` spelled `/api-docs`
 * (so API pages never collide with the `/api/*` server routes).
 */
export function canonicalPathname(url: string): string {
  const withoutHash = url.split('#')[0].split('?')[0];
  const { canonicalAs } = pathnameToLanguage(withoutHash || '/');
  let path = canonicalAs.replace(/^\/api(?=\/|$)/, '/api-docs');
  if (path.length > 1) {
    path = path.replace(/\/+$/, '');
  }
  return path === '' ? '/' : path;
}

/** The public URL of a page: English, with the trailing slash the site is served with. */
export function canonicalUrlPath(url: string): string {
  const withoutHash = url.split('#')[0].split('?')[0] || '/';
  const { canonicalAs } = pathnameToLanguage(withoutHash);
  return canonicalAs.endsWith('/') ? canonicalAs : `${canonicalAs}/`;
}
