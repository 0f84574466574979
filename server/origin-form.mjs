/**
 * A request line may carry an absolute URL (`GET http://evil.example/x HTTP/1.1`, the form a client
 * sends to a proxy; RFC 9112 section 3.2.2). Next reads the whole of it as the path and answers its
 * trailing-slash redirect with `Location: http:/evil.example/x/`, which a browser on an https page
 * resolves to that foreign host. This server serves one site, so such a target is read as its
 * path and query, and the authority in it is dropped.
 * @param {string | undefined} target the request target, as in `request.url`
 * @returns {string | undefined} the target in origin form (`/x`), or as given when it already is
 */
export function originForm(target) {
  if (!target || !/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
