/** What the page needs of the Cookie Store API (`window.cookieStore`). */
export interface CookieStoreReader {
  getAll(): Promise<Array<{ name: string; value: string }>>;
}

/** Cookies as a `document.cookie` string: `name=value` pairs joined by "; ". */
export function cookieHeaderOf(cookies: ReadonlyArray<{ name: string; value: string }>): string {
  // A cookie set without a name (`document.cookie = "value"`) reads back as its bare value.
  return cookies.map(({ name, value }) => (name ? `${name}=${value}` : value)).join('; ');
}

/**
 * The page's cookies, in `document.cookie`'s format, read without holding the main thread where
 * the browser allows it.
 *
 * Reading `document.cookie` is a synchronous call to the browser process: the page's first read
 * measured 0.7-11 ms of wall time during load (about 1 ms of CPU), all of it a task the reader's
 * input waits behind. The Cookie Store API answers the same question asynchronously. It exists
 * only in secure contexts (https, and localhost for development); elsewhere, or if it fails, this
 * falls back to `document.cookie`.
 */
export async function readCookieHeader(
  store: CookieStoreReader | undefined = (globalThis as { cookieStore?: CookieStoreReader }).cookieStore,
  fallback: () => string = () => document.cookie,
): Promise<string> {
  if (store) {
    try {
      return cookieHeaderOf(await store.getAll());
    } catch {
      // A sandboxed or opaque origin can refuse; document.cookie gives the same answer or none.
    }
  }
  return fallback();
}
