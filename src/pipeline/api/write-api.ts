import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeIfChanged } from '../content/write-generated';
import type { ApiEntry, ApiPackageData, BundleCost } from './api-types';
import { searchRecords } from './search-records';

/** What the index and routes need of an entry, without its tables. */
export interface ApiSummary {
  name: string;
  slug: string;
  kind: ApiEntry['kind'];
  segment: string;
  package: string;
  version: string;
  description: string;
  propCount: number;
  bundle?: BundleCost;
}

export interface ApiIndex {
  entries: ApiSummary[];
  shared: Record<string, Record<string, BundleCost>>;
}

/**
 * Writes src/generated/api/: index.json (every page), <segment>/<slug>.json (one per page, read by
 * its route only) and search-records.json (one record per prop, for site search).
 */
export async function writeApi(outDir: string, packages: readonly ApiPackageData[]): Promise<ApiIndex> {
  const entries = packages.flatMap((p) => p.entries);
  const seen = new Map<string, ApiEntry>();
  for (const entry of entries) {
    const key = `${entry.segment}/${entry.slug}`;
    const other = seen.get(key);
    if (other) {
      throw new Error(
        `API page /${key}/ is claimed by ${other.package} ${other.name} and ${entry.package} ${entry.name}`,
      );
    }
    seen.set(key, entry);
  }
  const keep = new Set<string>();
  for (const entry of entries) {
    const file = path.join(outDir, entry.segment, `${entry.slug}.json`);
    keep.add(file);
    await writeIfChanged(file, `${JSON.stringify(entry)}\n`);
  }
  for (const segment of new Set(entries.map((e) => e.segment))) {
    const dir = path.join(outDir, segment);
    for (const name of await readdir(dir)) {
      if (!keep.has(path.join(dir, name))) await rm(path.join(dir, name));
    }
  }
  const index: ApiIndex = {
    entries: entries.map((e) => ({
      name: e.name,
      slug: e.slug,
      kind: e.kind,
      segment: e.segment,
      package: e.package,
      version: e.version,
      description: e.description,
      propCount: e.props.length,
      bundle: e.bundle,
    })),
    shared: Object.fromEntries(packages.map((p) => [p.package, p.shared])),
  };
  await mkdir(outDir, { recursive: true });
  await writeIfChanged(path.join(outDir, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
  await writeIfChanged(
    path.join(outDir, 'search-records.json'),
    `${JSON.stringify(searchRecords(entries))}\n`,
  );
  return index;
}
