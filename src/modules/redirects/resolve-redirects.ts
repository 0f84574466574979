/**
 * Turns the redirect table (data/redirects.ts) into the exact list of redirects the site serves.
 * Pure: the caller passes the set of built pages, so the same function runs in the prebuild, in the
 * postbuild check against Next's output and in the unit tests.
 */

/**
 * `from` and `to` are site paths with a trailing slash. In a pattern, `:name` stands for one
 * segment (or part of one: `react-:name/`) and a final `:path*` for any number of whole segments.
 */
export interface RedirectRule {
  from: string;
  to: string;
  /** A pattern: one redirect per page (or known mui.com URL) that `to` matches. */
  each?: boolean;
}

/** Known mui.com URLs under `within` with no page here yet go to `to` until their page exists. */
export interface StandIn {
  within: string;
  to: string;
}

export interface RedirectInputs {
  rules: readonly RedirectRule[];
  standIns: readonly StandIn[];
  /** mui.com URLs of the documented versions: each must be a page here or redirect to one. */
  knownUrls: readonly string[];
  /** Every page the build serves. */
  built: ReadonlySet<string>;
}

export interface ResolvedRedirects {
  /** `[from, to]`, sorted by `from`; every `to` is built, no `from` is. */
  redirects: Array<[string, string]>;
  /** Known mui.com URLs a page now answers, whose table row is therefore skipped. */
  pageWins: string[];
}

const PARAM = /:([a-z]+)(\*?)/g;

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(PARAM)
    .reduce<string[]>((parts, piece, i) => {
      const kind = i % 3;
      if (kind === 0) parts.push(piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      else if (kind === 1) parts.push(`(?<${piece}>`);
      else parts.push(piece === '*' ? '(?:[a-z0-9-]+/)*)' : '[a-z0-9-]+)');
      return parts;
    }, [])
    .join('');
  return new RegExp(`^${source}$`);
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(PARAM, (_, name: string) => params[name] ?? '').replace(/\/{2,}/g, '/');
}

/** The pages (or known URLs) a pattern's `to` matches, with the `from` each one answers. */
export function expandPattern(rule: RedirectRule, candidates: Iterable<string>): Array<[string, string]> {
  const target = patternRegExp(rule.to);
  const pairs: Array<[string, string]> = [];
  for (const url of candidates) {
    const match = target.exec(url);
    if (match) pairs.push([fill(rule.from, match.groups ?? {}), url]);
  }
  return pairs;
}

export function resolveRedirects({ rules, standIns, knownUrls, built }: RedirectInputs): ResolvedRedirects {
  const problems: string[] = [];
  const known = new Set(knownUrls);
  const map = new Map<string, string>();
  const pageWins = new Set<string>();
  const add = (from: string, to: string, exact: boolean) => {
    if (built.has(from)) {
      // A mui.com URL that has become a page here: the page wins and the row is skipped.
      if (known.has(from)) pageWins.add(from);
      else if (exact) problems.push(`${from} -> ${to}: the source is a built page`);
      return;
    }
    if (map.has(from)) {
      if (exact) problems.push(`${from} is listed twice`);
      return;
    }
    map.set(from, to);
  };
  for (const rule of rules) {
    if (rule.each) {
      for (const [from, to] of expandPattern(rule, [...built, ...known].sort())) add(from, to, false);
    } else add(rule.from, rule.to, true);
  }
  const byDepth = [...standIns].sort((a, b) => b.within.length - a.within.length);
  for (const url of known) {
    if (built.has(url) || map.has(url)) continue;
    const standIn = byDepth.find((s) => url.startsWith(s.within));
    if (standIn) map.set(url, standIn.to);
    else problems.push(`${url} (mui.com) is not a page here, and no row or stand-in covers it`);
  }
  // Collapse chains so every redirect is one hop, and check where each one lands.
  const redirects: Array<[string, string]> = [];
  for (const [from, first] of map) {
    let to = first;
    const seen = new Set([from]);
    while (map.has(to) && !seen.has(to)) {
      seen.add(to);
      to = map.get(to)!;
    }
    if (seen.has(to)) problems.push(`${from}: the redirects loop (${[...seen].join(' -> ')})`);
    else if (!built.has(to)) problems.push(`${from} -> ${to}: the target is not a built page`);
    else redirects.push([from, to]);
  }
  if (problems.length) throw new Error(`Redirects:\n  ${problems.join('\n  ')}`);
  redirects.sort(([a], [b]) => a.localeCompare(b));
  return { redirects, pageWins: [...pageWins].sort() };
}

/**
 * The checks the served list must pass, for a list read back after the build (postbuild): one
 * hop each, every target a built page, no source a built page. Returns the problems found.
 */
export function checkRedirects(
  redirects: ReadonlyArray<readonly [string, string]>,
  built: ReadonlySet<string>,
) {
  const sources = new Set(redirects.map(([from]) => from));
  const problems: string[] = [];
  for (const [from, to] of redirects) {
    if (built.has(from)) problems.push(`${from}: is a built page, the redirect would hide it`);
    if (!built.has(to)) problems.push(`${from} -> ${to}: the target is not a built page`);
    if (sources.has(to)) problems.push(`${from} -> ${to}: the target redirects again`);
  }
  return problems;
}
