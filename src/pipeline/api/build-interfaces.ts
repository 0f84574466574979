import path from 'node:path';
import type { ApiInterfaceGroup } from '@/model/api-interfaces-schema';
import type { ApiInterfaceEntry } from '@/model/api-types';
import { cacheFile, extractorVersion, readCache, writeCache } from './cache';
import { findInstalled, type InstalledPackage } from './extract-package';
import { extractInterfaces } from './interfaces';

interface CachedInterfaces {
  extractorVersion: string;
  entries: ApiInterfaceEntry[];
}

/**
 * Extracts (or reads from .cache/api/, keyed like the packages) each group of documented
 * interfaces whose packages are installed; a group with a missing package is skipped.
 */
export async function buildInterfaces(
  root: string,
  groups: readonly ApiInterfaceGroup[],
): Promise<{ entries: ApiInterfaceEntry[]; log: string[] }> {
  const entries: ApiInterfaceEntry[] = [];
  const log: string[] = [];
  for (const group of groups) {
    const names = [group.package, ...group.alsoFrom];
    const installed = new Map<string, InstalledPackage>();
    for (const name of names) {
      const found = findInstalled(root, name);
      if (found) installed.set(name, found);
    }
    if (installed.size < names.length) {
      log.push(`api: interfaces of ${group.package} skipped, not every package is installed`);
      continue;
    }
    const key = `${group.package}-${group.group}-interfaces`;
    const version = installed.get(group.package)!.version;
    const file = cacheFile(path.join(root, '.cache/api'), key, version);
    const extractor = await extractorVersion(path.join(root, 'src/pipeline/api'), {
      group,
      versions: [...installed.values()].map((p) => p.version),
    });
    const started = performance.now();
    const cached = await readCache<CachedInterfaces>(file, extractor);
    const fresh = cached ? undefined : extractInterfaces(root, group, installed);
    if (fresh) await writeCache(file, { extractorVersion: extractor, entries: fresh });
    const found = cached?.entries ?? fresh!;
    entries.push(...found);
    log.push(
      `api: ${found.length} ${group.group} interfaces ${cached ? 'warm (cache)' : 'cold'} in ` +
        `${Math.round(performance.now() - started)} ms`,
    );
  }
  return { entries, log };
}
