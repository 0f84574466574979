/** Path of the page that explains minified errors; MUI's builds link to it on mui.com. */
export const PRODUCTION_ERROR_PATH = '/production-error/';

/**
 * Link to the full message of minified error `code`, built exactly as the libraries' own
 * `formatMuiErrorMessage` builds it: `?code=N` then one `args[]=` per argument, each URI-encoded.
 */
export function productionErrorUrl(code: number, args: readonly unknown[] = [], origin = ''): string {
  if (!Number.isSafeInteger(code) || code < 0) throw new RangeError(`Invalid error code: ${code}`);
  const query = [`code=${code}`, ...args.map((arg) => `args[]=${encodeURIComponent(String(arg))}`)];
  return `${origin}${PRODUCTION_ERROR_PATH}?${query.join('&')}`;
}

export interface ErrorQuery {
  /** null when the query has no code or one that is not a non-negative integer. */
  code: number | null;
  args: string[];
}

/** Reads `?code=N&args[]=...` back; `args` also accepts `args` without brackets. */
export function parseErrorQuery(search: string): ErrorQuery {
  const params = new URLSearchParams(search);
  const raw = params.get('code')?.trim() ?? '';
  const code = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const args = params.getAll('args[]');
  return { code, args: args.length ? args : params.getAll('args') };
}
