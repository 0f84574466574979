import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSearchIndex, runQuery, type SearchIndex } from '@/modules/search';
import type { SearchManifest } from './write-index';
import { RELEVANCE_CASES, satisfies } from './relevance-cases';

/**
 * The real engine on the real built index (public/search/, written by `npm run prebuild`): each
 * expected page must be in the top 3 hits. Prints the hit rate.
 */
const root = process.cwd();
const manifestFile = path.join(root, 'generated/search-manifest.json');

function namesOnly() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  return JSON.parse(readFileSync(path.join(root, 'public', manifest.names.url), 'utf8'));
}

function loadBuilt(): SearchIndex {
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run \`npm run prebuild\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const read = (url: string) => JSON.parse(readFileSync(path.join(root, 'public', url), 'utf8'));
  return loadSearchIndex(read(manifest.names.url), read(manifest.text.url));
}

describe('search relevance on the built index', () => {
  const index = loadBuilt();
  const top3 = (query: string, product?: string) =>
    runQuery(index, query, { product, limit: 3 }).map((hit) => hit.u);

  it('has at least 40 cases', () => expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40));

  it.each(RELEVANCE_CASES)('$kind: "$query" -> $expect', ({ query, expect: expected, product }) => {
    expect(
      top3(query, product).some((url) => satisfies(url, expected)),
      `top 3: ${top3(query, product).join(', ')}`,
    ).toBe(true);
  });

  it("reports the hit rate (and, for information, the names tier's alone)", () => {
    const early = loadSearchIndex(namesOnly());
    const earlyHits = RELEVANCE_CASES.filter((c) =>
      runQuery(early, c.query, { product: c.product, limit: 3 }).some((hit) => satisfies(hit.u, c.expect)),
    );
    console.log(
      `search relevance, names tier alone: ${earlyHits.length}/${RELEVANCE_CASES.length} in the top 3`,
    );
    const hits = RELEVANCE_CASES.filter((c) => top3(c.query, c.product).some((u) => satisfies(u, c.expect)));
    console.log(
      `search relevance: ${hits.length}/${RELEVANCE_CASES.length} in the top 3 (${Math.round((hits.length / RELEVANCE_CASES.length) * 1000) / 10}%)`,
    );
    expect(hits.length).toBe(RELEVANCE_CASES.length);
  });
});
