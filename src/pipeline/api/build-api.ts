import path from 'node:path';
import type { ApiPackage } from '@/model/api-packages-schema';
import type { ApiEntry, ApiPackageData } from '@/model/api-types';
import { measureBundles, measureShared } from './bundle-size';
import { cacheFile, extractorVersion, readCache, writeCache } from './cache';
import { extractPackage, findInstalled } from './extract-package';

export interface BuildApiReport {
  packages: ApiPackageData[];
  /** One line per package: cold/warm, counts and timings, for the build log. */
  log: string[];
}

/** The import a page documents, as an ES module esbuild can bundle on its own. */
function bundleSource(entry: ApiEntry): string {
  const statement = entry.imports.default ?? entry.imports.named;
  const path = /from '([^']+)'/.exec(statement)![1];
  // A named import keeps the whole subpath module (its typings may name an export its JS lacks).
  return statement.startsWith('import {') ? `export * from '${path}';` : `export { default } from '${path}';`;
}

async function extractFresh(
  root: string,
  config: ApiPackage,
  version: string,
  dir: string,
  extractor: string,
): Promise<ApiPackageData> {
  const started = performance.now();
  const entries = extractPackage(root, config, { dir, version });
  const extractMs = Math.round(performance.now() - started);
  const bundleStarted = performance.now();
  const [costs, shared] = await Promise.all([
    measureBundles(
      entries.map((entry) => ({ id: entry.name, source: bundleSource(entry) })),
      root,
    ),
    measureShared(root),
  ]);
  for (const entry of entries) entry.bundle = costs.get(entry.name);
  const bundleMs = Math.round(performance.now() - bundleStarted);
  return {
    package: config.package,
    version,
    segment: config.segment,
    extractorVersion: extractor,
    entries,
    shared,
    timings: { extractMs, bundleMs },
  };
}

/**
 * Extracts (or reads from .cache/api/, keyed by package name, version and extractor hash) the API
 * of every configured package that is installed. A package that is not installed is skipped.
 */
export async function buildApi(root: string, configs: readonly ApiPackage[]): Promise<BuildApiReport> {
  const cacheDir = path.join(root, '.cache/api');
  const pipelineDir = path.join(root, 'src/pipeline/api');
  const packages: ApiPackageData[] = [];
  const log: string[] = [];
  for (const config of configs) {
    const installed = findInstalled(root, config.package);
    if (!installed) {
      log.push(`api: ${config.package} is not installed, skipped`);
      continue;
    }
    const extractor = await extractorVersion(pipelineDir, config);
    const file = cacheFile(cacheDir, config.package, installed.version);
    const started = performance.now();
    const cached = await readCache<ApiPackageData>(file, extractor);
    const data = cached ?? (await extractFresh(root, config, installed.version, installed.dir, extractor));
    if (!cached) await writeCache(file, data);
    const ms = Math.round(performance.now() - started);
    log.push(
      cached
        ? `api: ${config.package}@${installed.version} warm (cache) ${data.entries.length} entries in ${ms} ms`
        : `api: ${config.package}@${installed.version} cold ${data.entries.length} entries in ${ms} ms ` +
            `(types ${data.timings.extractMs} ms, bundles ${data.timings.bundleMs} ms)`,
    );
    packages.push(data);
  }
  return { packages, log };
}
