/**
 * The resolved redirects as next.config `redirects()` rules. Next tries its rules in turn on every
 * request, and warns above 1,000, so pairs that share a shape become one rule whose parameter lists
 * the exact paths: `/api/button/ -> /material-ui/api/button/` and its kind are
 * `/api/:rest(button|chip|...)/ -> /material-ui/api/:rest/`, and pairs with nothing in common that
 * share a target are `/:from(a|b/c)/ -> target`. Membership stays exact: a path the table does not
 * list matches no rule. Each rule has a /zh/ twin.
 */
export interface NextRedirect {
  source: string;
  destination: string;
  statusCode: 301;
}

const segments = (path: string) => path.split('/').filter(Boolean);
const prefix = (parts: string[]) => `/${parts.map((part) => `${part}/`).join('')}`;

export function nextRedirects(redirects: ReadonlyArray<readonly [string, string]>): NextRedirect[] {
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
  return rules.flatMap(([source, destination]) => [
    { source, destination, statusCode: 301 as const },
    { source: `/zh${source}`, destination: `/zh${destination}`, statusCode: 301 as const },
  ]);
}

/** The exact pairs a list of rules answers (for tests): each listed path with its destination. */
export function expandNextRedirects(rules: readonly NextRedirect[]): Array<[string, string]> {
  return rules.flatMap(({ source, destination }) => {
    const match = /^(.*?):(rest|from)\(([^)]*)\)\/$/.exec(source)!;
    const [, head, name, list] = match;
    return list
      .split('|')
      .map((value): [string, string] => [
        `${head}${value}/`,
        name === 'rest' ? destination.replace(':rest/', `${value}/`) : destination,
      ]);
  });
}
