import type { ApiEntry } from './api-types';
import { apiPagePath } from './routes';

/** One searchable prop: what the site search indexes for "variant", "Button variant", ... */
export interface ApiSearchRecord {
  id: string;
  product: string;
  component: string;
  prop: string;
  type: string;
  description: string;
  deprecated: boolean;
  url: string;
}

export function searchRecords(entries: readonly ApiEntry[]): ApiSearchRecord[] {
  return entries.flatMap((entry) =>
    entry.props.map((prop) => ({
      id: `${entry.segment}:${entry.slug}:${prop.name}`,
      product: entry.segment,
      component: entry.name,
      prop: prop.name,
      type: prop.type,
      description: prop.description,
      deprecated: prop.deprecated !== undefined,
      url: `${apiPagePath(entry.segment, entry.slug)}#prop-${prop.name}`,
    })),
  );
}
