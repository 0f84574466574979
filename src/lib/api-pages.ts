import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import indexJson from '@generated/api/index.json';
import type { ApiEntry, ApiInterfaceEntry } from '@/model/api-types';
import type { ApiIndex, ApiInterfaceSummary, ApiSummary } from '@/model/api-types';
import { allPages } from './pages';

const index = indexJson as ApiIndex;

export function apiIndex(): ApiIndex {
  return index;
}

export function apiEntriesOf(segment: string): ApiSummary[] {
  return index.entries.filter((entry) => entry.segment === segment);
}

/** Segments that have API pages (a product whose packages are not installed has none). */
export function apiSegments(): string[] {
  return [...new Set(index.entries.map((entry) => entry.segment))];
}

/** One entry's full data, read from its own JSON so a page loads only what it renders. */
export function loadApiEntry(segment: string, slug: string): ApiEntry | undefined {
  if (!apiEntriesOf(segment).some((entry) => entry.slug === slug)) return undefined;
  const file = path.join(process.cwd(), 'generated/api', segment, `${slug}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ApiEntry;
}

/** Documented interfaces of a product (the data grid's `GridColDef`...), in one URL group or all. */
export function apiInterfacesOf(segment: string, group?: string): ApiInterfaceSummary[] {
  return index.interfaces.filter(
    (item) => item.segment === segment && (group === undefined || item.group === group),
  );
}

/** One interface's full data, read from its own JSON. */
export function loadApiInterface(
  segment: string,
  group: string,
  slug: string,
): ApiInterfaceEntry | undefined {
  if (!apiInterfacesOf(segment, group).some((item) => item.slug === slug)) return undefined;
  const file = path.join(process.cwd(), 'generated/api', segment, group, `${slug}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as ApiInterfaceEntry;
}

/** Content pages of the same product whose frontmatter lists the component. */
export function demosOf(entry: Pick<ApiEntry, 'segment' | 'name'>) {
  const name = entry.name.replace(/^(Unstable_|Experimental_)/, '');
  return allPages()
    .filter((page) => page.segment === entry.segment && page.components.includes(name))
    .map((page) => ({ route: page.route, title: page.title }));
}
