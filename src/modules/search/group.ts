import type { SearchHit } from './query';

export interface HitGroup {
  product: string;
  hits: SearchHit[];
}

/**
 * Groups ranked hits by product, keeping rank order inside each group. The current product's
 * group comes first; the others follow the rank of their best hit.
 */
export function groupHits(hits: readonly SearchHit[], currentProduct?: string): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.p) ?? { product: hit.p, hits: [] };
    group.hits.push(hit);
    groups.set(hit.p, group);
  }
  const ordered = [...groups.values()];
  const current = ordered.findIndex((g) => g.product === currentProduct);
  if (current > 0) ordered.unshift(...ordered.splice(current, 1));
  return ordered;
}
