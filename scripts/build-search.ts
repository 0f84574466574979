/**
 * Search step of the prebuild: indexes every searchable page (as compiled by scripts/prebuild.ts),
 * the API pages and props (src/generated/api/) and /versions/ into MiniSearch indexes in two tiers
 * (names first, then full text), published as public/search/{names,text}.<hash>.json with
 * src/generated/search-manifest.json naming them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { products } from '../data/products';
import { searchSynonyms } from '../data/search-synonyms';
import { documentedPackages, earlierVersions } from '../data/versions';
import type { ApiSearchRecord } from '../src/pipeline/api/search-records';
import type { ApiIndex } from '../src/model/api-types';
import { buildSearchIndex } from '../src/pipeline/search/build-index';
import { collectSearchDocuments } from '../src/pipeline/search/collect-documents';
import type { SearchablePage } from '../src/pipeline/search/page-documents';
import { writeSearchIndex } from '../src/pipeline/search/write-index';

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

export async function runSearchStep(
  root: string,
  pages: readonly SearchablePage[],
  versions: Record<string, string>,
): Promise<void> {
  const started = performance.now();
  const apiDir = path.join(root, 'src/generated/api');
  const apiIndex = await readJson<ApiIndex>(path.join(apiDir, 'index.json'));
  const props = await readJson<ApiSearchRecord[]>(path.join(apiDir, 'search-records.json'));
  const drafts = collectSearchDocuments({
    pages,
    api: { entries: apiIndex.entries, props, interfaces: apiIndex.interfaces },
    versions: {
      packages: documentedPackages.map((p) => ({ ...p, version: versions[p.name] })),
      earlier: earlierVersions,
    },
  });
  const manifest = await writeSearchIndex(
    buildSearchIndex(drafts, searchSynonyms),
    drafts.length,
    { ...Object.fromEntries(products.map((p) => [p.segment, p.name])), versions: 'Versions', blog: 'Blog' },
    path.join(root, 'public'),
    path.join(root, 'src/generated'),
  );
  // The same documents, for `npm run search:compare` (engine comparison); never shipped.
  await writeFile(path.join(root, 'src/generated/search-documents.json'), JSON.stringify(drafts));
  const ms = Math.round(performance.now() - started);
  console.log(
    `search: ${manifest.documents} documents; names tier ${Math.round(manifest.names.bytes / 1024)} KiB, ` +
      `text tier ${Math.round(manifest.text.bytes / 1024)} KiB (raw) in ${ms} ms`,
  );
}
