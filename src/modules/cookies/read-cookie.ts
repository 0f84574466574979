/**
 * One cookie's value from a `Cookie` header or a `document.cookie` string (the same format), or
 * undefined when it is absent. The value is percent-decoded, as the site writes its cookies; a value
 * that does not decode reads as absent rather than throwing, so a cookie another tool mangled cannot
 * break the page that reads it. Of several cookies with one name the first wins: browsers send the
 * one with the longest path first.
 */
export function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
