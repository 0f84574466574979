import { createHash } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SearchIndexFiles } from '@/modules/search/document';
import { writeIfChanged } from '../content/write-generated';

/** One published tier: its content-hashed URL and size. */
export interface PublishedTier {
  /** A new index is a new URL, so caches never serve a stale one. */
  url: string;
  bytes: number;
}

/** What the browser needs to find the index: generated/search-manifest.json. */
export interface SearchManifest {
  /** Fetched first: names only, enough for the first results (see SearchNamesFile). */
  names: PublishedTier;
  /** Fetched right after: the full index with excerpts. */
  text: PublishedTier;
  documents: number;
  /** Group headings: product segment -> name. */
  labels: Record<string, string>;
}

export const INDEX_PUBLIC_DIR = 'search';
const TIER_FILE = /^(names|text)\.[0-9a-f]+\.json$/;

/**
 * Writes `public/search/{names,text}.<hash>.json` (removing older hashes) and the manifest that
 * names them. The hash covers the bytes, so unchanged content keeps its URL and the service
 * worker's copy.
 */
export async function writeSearchIndex(
  files: SearchIndexFiles,
  documents: number,
  labels: Record<string, string>,
  publicDir: string,
  generatedDir: string,
): Promise<SearchManifest> {
  const dir = path.join(publicDir, INDEX_PUBLIC_DIR);
  await mkdir(dir, { recursive: true });
  const publish = async (tier: 'names' | 'text'): Promise<PublishedTier> => {
    const json = JSON.stringify(files[tier]);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
    const name = `${tier}.${hash}.json`;
    await writeIfChanged(path.join(dir, name), json);
    return { url: `/${INDEX_PUBLIC_DIR}/${name}`, bytes: Buffer.byteLength(json) };
  };
  const manifest: SearchManifest = {
    names: await publish('names'),
    text: await publish('text'),
    documents,
    labels,
  };
  const current = new Set([manifest.names.url, manifest.text.url].map((url) => path.basename(url)));
  for (const other of await readdir(dir)) {
    const stale = (TIER_FILE.test(other) || /^index\.[0-9a-f]+\.json$/.test(other)) && !current.has(other);
    if (stale) await rm(path.join(dir, other));
  }
  await writeIfChanged(
    path.join(generatedDir, 'search-manifest.json'),
    `${JSON.stringify(manifest, null, 1)}\n`,
  );
  return manifest;
}
