import { hasLanguageTwin } from './redirect-outputs';

/**
 * The resolved redirects as next.config `redirects()` rules. Next tries its rules in turn on every
 * request, and warns above 1,000, so pairs that share a shape become one rule whose parameter lists
 * the exact paths: `/api/button/ -> /material-ui/api/button/` and its kind are
 * `/api/:rest(button|chip|...)/ -> /material-ui/api/:rest/`, and pairs with nothing in common that
 * share a target are `/:from(a|b/c)/ -> target`. Membership stays exact: a path the table does not
 * list matches no rule. The pairs that have a /zh/ twin (`hasLanguageTwin`: all but /api/...) are
 * grouped again, on their own, into /zh/ rules.
 *
 * Each source takes the path with or without its trailing slash, and the slash rules come last:
 * next.config sets `skipTrailingSlashRedirect`, so `/components/buttons` reaches its page in one
 * hop instead of first being sent to `/components/buttons/`.
 */
export type NextRedirect =
  | { source: string; destination: string; statusCode: 301 }
  | { source: string; destination: string; permanent: true };

/**
 * A path whose last segment has no dot (not a file name) and no slash after it. The lookahead
 * matters: Next compiles sources non-strict, so without it `/a/` would match too and loop.
 */
const PAGE_WITHOUT_SLASH = '/:page((?:.*/)?[^/.]+(?!/))';
/** A path whose last segment is a file name (has a dot), with a slash after it. */
const FILE_WITH_SLASH = '/:file((?:.*/)?[^/]*\\.[^/]+)/';

/**
 * The trailing-slash rule of `trailingSlash: true`, for every path no table rule took: pages get
 * their slash, files lose one. Permanent (308), so a POST stays a POST.
 */
export const TRAILING_SLASH_RULES: NextRedirect[] = [
  { source: FILE_WITH_SLASH, destination: '/:file', permanent: true },
  { source: PAGE_WITHOUT_SLASH, destination: '/:page/', permanent: true },
];

const segments = (path: string) => path.split('/').filter(Boolean);
const prefix = (parts: string[]) => `/${parts.map((part) => `${part}/`).join('')}`;

/** Pairs as `[source, destination]` rules, one per shape or shared target (sources with their slash). */
function groupRules(redirects: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  const bySuffix = new Map<string, { from: string; to: string; rests: string[] }>();
  const byTarget = new Map<string, string[]>();
  for (const [from, to] of redirects) {
    const f = segments(from);
    const t = segments(to);
    let shared = 0;
    while (shared < f.length && shared < t.length && f[f.length - 1 - shared] === t[t.length - 1 - shared])
      shared++;
    if (shared === 0) {
      byTarget.set(to, [...(byTarget.get(to) ?? []), f.join('/')]);
      continue;
    }
    const head = prefix(f.slice(0, f.length - shared));
    const target = prefix(t.slice(0, t.length - shared));
    const key = `${head} ${target}`;
    const group = bySuffix.get(key) ?? { from: head, to: target, rests: [] };
    group.rests.push(f.slice(f.length - shared).join('/'));
    bySuffix.set(key, group);
  }
  const rules: Array<[string, string]> = [];
  for (const { from, to, rests } of bySuffix.values()) {
    rules.push([`${from}:rest(${rests.join('|')})/`, `${to}:rest/`]);
  }
  for (const [to, froms] of byTarget) rules.push([`/:from(${froms.join('|')})/`, to]);
  return rules;
}

export function nextRedirects(redirects: ReadonlyArray<readonly [string, string]>): NextRedirect[] {
  const rule = (source: string, destination: string): NextRedirect => ({
    source: source.replace(/\/$/, '{/}?'),
    destination,
    statusCode: 301,
  });
  // The twins are grouped on their own: a shape's /api/... pairs must not bring /zh/api/... along.
  const twins = groupRules(redirects.filter(([from]) => hasLanguageTwin(from)));
  return [
    ...groupRules(redirects).map(([source, destination]) => rule(source, destination)),
    ...twins.map(([source, destination]) => rule(`/zh${source}`, `/zh${destination}`)),
    ...TRAILING_SLASH_RULES,
  ];
}

/** The exact pairs a list of rules answers (for tests): each listed path with its destination. */
export function expandNextRedirects(rules: readonly NextRedirect[]): Array<[string, string]> {
  return rules.flatMap(({ source, destination }) => {
    if (TRAILING_SLASH_RULES.some((rule) => rule.source === source)) return [];
    const match = /^(.*?):(rest|from)\(([^)]*)\)\{\/\}\?$/.exec(source)!;
    const [, head, name, list] = match;
    return list
      .split('|')
      .map((value): [string, string] => [
        `${head}${value}/`,
        name === 'rest' ? destination.replace(':rest/', `${value}/`) : destination,
      ]);
  });
}
