import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SearchIndexFile } from '@/modules/search/document';
import { writeIfChanged } from '../content/write-generated';

/** What the browser needs to find the index: src/generated/search-manifest.json. */
export interface SearchManifest {
  /** Content-hashed URL: a new index is a new URL, so caches never serve a stale one. */
  url: string;
  documents: number;
  bytes: number;
  /** Group headings: product segment -> name. */
  labels: Record<string, string>;
}

export const INDEX_PUBLIC_DIR = 'search';

/**
 * Writes `public/search/index.<hash>.json` (removing older hashes) and the manifest that names it.
 * The hash covers the bytes, so unchanged content keeps its URL and the service worker's copy.
 */
export async function writeSearchIndex(
  file: SearchIndexFile,
  documents: number,
  labels: Record<string, string>,
  publicDir: string,
  generatedDir: string,
): Promise<SearchManifest> {
  const json = JSON.stringify(file);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const name = `index.${hash}.json`;
  const dir = path.join(publicDir, INDEX_PUBLIC_DIR);
  await mkdir(dir, { recursive: true });
  await writeIfChanged(path.join(dir, name), json);
  for (const other of await readdir(dir)) {
    if (other !== name && /^index\.[0-9a-f]+\.json$/.test(other)) await rm(path.join(dir, other));
  }
  const manifest: SearchManifest = {
    url: `/${INDEX_PUBLIC_DIR}/${name}`,
    documents,
    bytes: Buffer.byteLength(json),
    labels,
  };
  await writeIfChanged(
    path.join(generatedDir, 'search-manifest.json'),
    `${JSON.stringify(manifest, null, 1)}\n`,
  );
  return manifest;
}
