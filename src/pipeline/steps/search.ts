/**
 * Indexes every searchable page and post, the API pages and props (from the api step, in memory)
 * and /versions/ into MiniSearch indexes in two tiers (names first, then full text), published as
 * public/search/{names,text}.<hash>.json with generated/search-manifest.json naming them.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { products } from '../../../data/products';
import { searchSynonyms } from '../../../data/search-synonyms';
import { documentedPackages, earlierVersions } from '../../../data/versions';
import { buildSearchIndex } from '../search/build-index';
import { collectSearchDocuments } from '../search/collect-documents';
import { writeSearchIndex } from '../search/write-index';
import { defineStep } from './prebuild-step';

export const searchStep = defineStep({
  name: 'search',
  needs: ['data', 'versions', 'api', 'content', 'blog'],
  async run({ versions, api, content, blog }, { root }) {
    const started = performance.now();
    const drafts = collectSearchDocuments({
      pages: [...content.searchable, ...blog.searchable],
      api: { entries: api.index.entries, props: api.searchRecords, interfaces: api.index.interfaces },
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
      path.join(root, 'generated'),
    );
    // The same documents, for `npm run search:compare` (engine comparison); never shipped.
    await writeFile(path.join(root, 'generated/search-documents.json'), JSON.stringify(drafts));
    const ms = Math.round(performance.now() - started);
    console.log(
      `search: ${manifest.documents} documents; names tier ${Math.round(manifest.names.bytes / 1024)} KiB, ` +
        `text tier ${Math.round(manifest.text.bytes / 1024)} KiB (raw) in ${ms} ms`,
    );
  },
});
