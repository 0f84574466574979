import { navTreeSchema, type NavItem } from './schema';

/** Fails loudly on the first pathname used twice: two nav entries for one page is always a mistake. */
export function assertUniquePathnames(items: readonly NavItem[], seen = new Set<string>()): void {
  for (const item of items) {
    const key = item.pathname.replace(/\/$/, '');
    if (seen.has(key)) {
      throw new Error(`Duplicated pathname ${item.pathname} in pages`);
    }
    seen.add(key);
    if (item.children) assertUniquePathnames(item.children, seen);
  }
}

/** Parses untrusted nav data: schema first, then the cross-item rules. */
export function parseNavTree(data: unknown, source: string): NavItem[] {
  const result = navTreeSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid navigation in ${source} at ${issue.path.join('.')}: ${issue.message}`);
  }
  assertUniquePathnames(result.data);
  return result.data;
}
