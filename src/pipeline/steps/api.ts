/**
 * Extracts props, slots, classes and bundle costs from the installed packages' declarations
 * (cached in .cache/api/) into generated/api/, and hands the same data on in memory.
 */
import path from 'node:path';
import { apiInterfaceGroups } from '../../../data/api-interfaces';
import { apiPackages } from '../../../data/api-packages';
import { interfacePagePath } from '@/model/api-routes';
import type { ApiEntry, ApiIndex, ApiInterfaceEntry, ApiInterfaceSummary } from '@/model/api-types';
import { buildApi } from '../api/build-api';
import { buildInterfaces } from '../api/build-interfaces';
import { searchRecords, type ApiSearchRecord } from '../api/search-records';
import { writeApi } from '../api/write-api';
import { parseApiInterfaceGroups, parseApiPackages } from '../data/parse-api-lists';
import { defineStep } from './prebuild-step';

export interface ApiOutput {
  /** Every API route: one page per entry and interface, and each product's API index. */
  routes: Set<string>;
  /** What generated/api/index.json holds. */
  index: ApiIndex;
  /** One record per prop or member (generated/api/search-records.json). */
  searchRecords: ApiSearchRecord[];
  entry(segment: string, slug: string): ApiEntry;
  interface(summary: Pick<ApiInterfaceSummary, 'segment' | 'group' | 'slug'>): ApiInterfaceEntry;
}

function found<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key);
  if (!value) throw new Error(`api: nothing was extracted for ${key}`);
  return value;
}

export const apiStep = defineStep({
  name: 'api',
  needs: [],
  async run(_inputs, { root }): Promise<ApiOutput> {
    const started = performance.now();
    const { packages, log } = await buildApi(root, parseApiPackages(apiPackages));
    const interfaces = await buildInterfaces(root, parseApiInterfaceGroups(apiInterfaceGroups));
    const index = await writeApi(path.join(root, 'generated/api'), packages, interfaces.entries);
    for (const line of [...log, ...interfaces.log]) console.log(line);
    const counts = packages.map((p) => `${p.segment} ${p.entries.length}`).join(', ');
    console.log(
      `api: ${index.entries.length} API pages (${counts}), ${index.interfaces.length} interfaces in ${Math.round(performance.now() - started)} ms`,
    );
    const entries = new Map(packages.flatMap((p) => p.entries).map((e) => [`${e.segment}/${e.slug}`, e]));
    const members = new Map(interfaces.entries.map((i) => [`${i.segment}/${i.group}/${i.slug}`, i]));
    const segments = new Set(index.entries.map((e) => e.segment));
    return {
      routes: new Set([
        ...index.entries.map((e) => `/${e.segment}/api/${e.slug}/`),
        ...index.interfaces.map((i) => interfacePagePath(i.segment, i.group, i.slug)),
        ...[...segments].map((s) => `/${s}/api/`),
      ]),
      index,
      // writeApi makes the same records for its file; asking it to return them would change a file
      // under src/pipeline/api/, whose sources key the API cache, so they are made again here.
      searchRecords: searchRecords(
        packages.flatMap((p) => p.entries),
        interfaces.entries,
      ),
      entry: (segment, slug) => found(entries, `${segment}/${slug}`),
      interface: ({ segment, group, slug }) => found(members, `${segment}/${group}/${slug}`),
    };
  },
});
