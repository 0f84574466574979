import { groupHits, type RecentSearch, type SearchHit, type SearchKind } from '@/modules/search';

/** One row of the listbox: a hit or a recent search. */
export interface SearchOption {
  url: string;
  title: string;
  section: string;
  excerpt: string;
  kind?: SearchKind;
  terms: readonly string[];
}

export interface OptionGroup {
  id: string;
  label: string;
  options: SearchOption[];
}

const fromHit = (hit: SearchHit): SearchOption => ({
  url: hit.u,
  title: hit.t,
  section: hit.s,
  excerpt: hit.x,
  kind: hit.k,
  terms: hit.terms,
});

/** Hits grouped by product (current product first), labelled with the product's name. */
export function hitGroups(
  hits: readonly SearchHit[],
  labels: Record<string, string>,
  product?: string,
): OptionGroup[] {
  return groupHits(hits, product).map((group) => ({
    id: `search-group-${group.product}`,
    label: labels[group.product] ?? group.product,
    options: group.hits.map(fromHit),
  }));
}

export function recentGroup(recent: readonly RecentSearch[], label: string): OptionGroup[] {
  if (recent.length === 0) return [];
  return [
    {
      id: 'search-group-recent',
      label,
      options: recent.map((r) => ({
        url: r.url,
        title: r.title,
        section: r.section,
        excerpt: '',
        terms: [],
      })),
    },
  ];
}

/**
 * The groups cut to their first `count` options in display order (groups left empty are dropped),
 * for the first render of a keystroke's results; the same groups are returned when nothing is cut.
 */
export function firstOptions(groups: OptionGroup[], count: number): OptionGroup[] {
  const cut: OptionGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    cut.push(group.options.length <= left ? group : { ...group, options: group.options.slice(0, left) });
    left -= group.options.length;
  }
  return cut.length === groups.length && left >= 0 ? groups : cut;
}
