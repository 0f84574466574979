/**
 * Where a request path redirects, if anywhere: an exact lookup in the resolved table, so a path
 * the table does not list (an unknown page included) falls through to the site, and the 404 page.
 * A /zh/ path redirects to the /zh/ twin of the target; the language rewrite then serves it.
 */
export function redirectTarget(pathname: string, table: ReadonlyMap<string, string>): string | undefined {
  const zh = pathname.startsWith('/zh/');
  const to = table.get(zh ? pathname.slice(3) : pathname);
  return to && (zh ? `/zh${to}` : to);
}
