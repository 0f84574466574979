import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeIfChanged } from '../content/write-generated';
import type { ApiEntry, ApiIndex, ApiInterfaceEntry, ApiPackageData } from '@/model/api-types';
import { searchRecords } from './search-records';

/**
 * Writes generated/api/: index.json (every page), <segment>/<slug>.json (one per page, read by
 * its route only), <segment>/<group>/<slug>.json (one per interface) and search-records.json (one
 * record per prop or member, for site search).
 */
export async function writeApi(
  outDir: string,
  packages: readonly ApiPackageData[],
  interfaces: readonly ApiInterfaceEntry[] = [],
): Promise<ApiIndex> {
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
  for (const item of interfaces) {
    const dir = path.join(outDir, item.segment, item.group);
    const file = path.join(dir, `${item.slug}.json`);
    keep.add(dir).add(file);
    await writeIfChanged(file, `${JSON.stringify(item)}\n`);
  }
  for (const segment of new Set([...entries, ...interfaces].map((e) => e.segment))) {
    await removeStale(path.join(outDir, segment), keep);
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
    interfaces: interfaces.map((item) => ({
      name: item.name,
      slug: item.slug,
      segment: item.segment,
      group: item.group,
      package: item.package,
      description: item.description,
      memberCount: item.members.length,
    })),
    shared: Object.fromEntries(packages.map((p) => [p.package, p.shared])),
  };
  await mkdir(outDir, { recursive: true });
  await writeIfChanged(path.join(outDir, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
  await writeIfChanged(
    path.join(outDir, 'search-records.json'),
    `${JSON.stringify(searchRecords(entries, interfaces))}\n`,
  );
  return index;
}

/** Deletes what an earlier run wrote under `dir` and this one did not (a renamed or dropped page). */
async function removeStale(dir: string, keep: ReadonlySet<string>): Promise<void> {
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, item.name);
    if (!keep.has(file)) await rm(file, { recursive: true });
    else if (item.isDirectory()) await removeStale(file, keep);
  }
}
