import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The extractor's version is the hash of its own source and of the package's data entry: editing
 * either invalidates the cache without anyone remembering to bump a number.
 */
export async function extractorVersion(pipelineDir: string, config: unknown): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(pipelineDir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(path.join(pipelineDir, file)));
  hash.update(JSON.stringify(config));
  return hash.digest('hex').slice(0, 16);
}

export function cacheFile(cacheDir: string, pkg: string, version: string): string {
  return path.join(cacheDir, `${pkg.replace('/', '__')}@${version}.json`);
}

/** The cached data for this package version (or interface group), or null when missing or made by another extractor. */
export async function readCache<T extends { extractorVersion: string }>(
  file: string,
  extractor: string,
): Promise<T | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (!text) return null;
  try {
    const data = JSON.parse(text) as T;
    return data.extractorVersion === extractor ? data : null;
  } catch {
    return null;
  }
}

export async function writeCache<T extends { extractorVersion: string }>(
  file: string,
  data: T,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data));
}
