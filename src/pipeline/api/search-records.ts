import type { ApiEntry, ApiInterfaceEntry } from '@/model/api-types';
import { apiPagePath, interfacePagePath } from '@/model/api-routes';

/** One searchable prop or interface member: what the site search indexes for "variant", "Button variant", ... */
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

export function searchRecords(
  entries: readonly ApiEntry[],
  interfaces: readonly ApiInterfaceEntry[] = [],
): ApiSearchRecord[] {
  const props = entries.flatMap((entry) =>
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
  const members = interfaces.flatMap((item) =>
    item.members.map((member) => ({
      id: `${item.segment}:${item.group}:${item.slug}:${member.name}`,
      product: item.segment,
      component: item.name,
      prop: member.name,
      type: member.type,
      description: member.description,
      deprecated: member.deprecated !== undefined,
      url: `${interfacePagePath(item.segment, item.group, item.slug)}#member-${member.name}`,
    })),
  );
  return [...props, ...members];
}
