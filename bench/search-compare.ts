/**
 * `npm run search:compare`: indexes the site's real search documents (written by the prebuild to
 * generated/search-documents.json) with each candidate engine and prints index size (raw and
 * brotli), build time, load time, query latency and the relevance hit rate (top 3, the same cases
 * as src/pipeline/search/relevance.test.ts). The figures in
 * docs/decisions/0010-search-engine-and-index.md come from this script.
 */
import { create, insertMultiple, load, save, search as oramaSearch } from '@orama/orama';
import MiniSearch from 'minisearch';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { searchSynonyms } from '../data/search-synonyms';
import { loadSearchIndex, runQuery, type SearchDocument } from '../src/modules/search';
import { buildSearchIndex } from '../src/pipeline/search/build-index';
import { RELEVANCE_CASES, satisfies } from '../src/pipeline/search/relevance-cases';
import type { DocumentDraft } from '../src/pipeline/search/page-documents';

const drafts = JSON.parse(readFileSync('generated/search-documents.json', 'utf8')) as DocumentDraft[];
const docs: SearchDocument[] = drafts.map((d, id) => ({ id, ...d }));
/** Typing queries one letter at a time, as the modal sees them. */
const TYPING = [
  'b',
  'bu',
  'but',
  'butt',
  'butto',
  'button',
  'button v',
  'button va',
  'button variant',
  'autoc',
  'autocompelte',
  'dialo',
  'sizes',
  'instalation',
  'peer dep',
];

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const time = <T>(fn: () => T): [T, number] => {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * p)];
const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10}`;

interface Candidate {
  name: string;
  build: () => string;
  load: (json: string) => Promise<(query: string, product?: string) => string[]>;
}

const candidates: Candidate[] = [
  {
    name: 'MiniSearch 7.2 (our ranking: stemming, synonyms, phrase/product boosts)',
    // Both tiers (names + text), as the site ships them after the first results.
    build: () => JSON.stringify(buildSearchIndex(drafts, searchSynonyms)),
    load: async (json) => {
      const { names, text } = JSON.parse(json);
      const index = loadSearchIndex(names, text);
      return (query, product) => runQuery(index, query, { product, limit: 3 }).map((h) => h.u);
    },
  },
  {
    name: 'MiniSearch 7.2 (engine alone: same fields and boosts, fuzzy 0.2, prefix)',
    build: () => {
      const engine = new MiniSearch<SearchDocument>({
        fields: ['n', 'c', 'b'],
        storeFields: ['k', 'p', 't', 's', 'u', 'x'],
      });
      engine.addAll(docs);
      return JSON.stringify(engine);
    },
    load: async (json) => {
      const engine = MiniSearch.loadJSON<SearchDocument>(json, {
        fields: ['n', 'c', 'b'],
        storeFields: ['k', 'p', 't', 's', 'u', 'x'],
      });
      const options = { boost: { n: 5, c: 1.5, b: 1 }, prefix: true, fuzzy: 0.2 };
      return (query) =>
        engine
          .search(query, options)
          .slice(0, 3)
          .map((h) => h.u as string);
    },
  },
  {
    name: 'Orama 3.1 (English stemming, tolerance 1, same boosts)',
    build: () => {
      const db = oramaDb();
      void insertMultiple(
        db,
        docs.map((d) => ({ ...d, id: String(d.id) })),
      );
      return JSON.stringify(save(db));
    },
    load: async (json) => {
      const db = oramaDb();
      load(db, JSON.parse(json));
      return (query) => {
        const result = oramaSearch(db, {
          term: query,
          properties: ['n', 'c', 'b'],
          boost: { n: 5, c: 1.5, b: 1 },
          tolerance: 1,
          limit: 3,
        });
        return (result as Awaited<typeof result>).hits.map((h) => h.document.u as string);
      };
    },
  },
];

function oramaDb() {
  return create({
    schema: {
      k: 'string',
      p: 'string',
      t: 'string',
      s: 'string',
      u: 'string',
      x: 'string',
      n: 'string',
      c: 'string',
      b: 'string',
    } as const,
    components: { tokenizer: { stemming: true, stemmerSkipProperties: ['u', 'k', 'p'] } },
  });
}

async function main() {
  const rows = [];
  for (const candidate of candidates) {
    const [json, buildMs] = time(candidate.build);
    const started = performance.now();
    const query = await candidate.load(json);
    const loadMs = performance.now() - started;
    for (const q of TYPING) query(q); // warm up
    const latencies: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of [...TYPING, ...RELEVANCE_CASES.map((c) => c.query)])
        latencies.push(time(() => query(q))[1]);
    }
    const hits = RELEVANCE_CASES.filter((c) =>
      query(c.query, c.product).some((u) => satisfies(u, c.expect)),
    ).length;
    rows.push({
      engine: candidate.name,
      'raw KB': kb(json.length),
      'brotli KB': kb(brotli(json)),
      'build ms': Math.round(buildMs),
      'load ms': Math.round(loadMs),
      'query p50 ms': percentile(latencies, 0.5).toFixed(2),
      'query p95 ms': percentile(latencies, 0.95).toFixed(2),
      'top-3 hits': `${hits}/${RELEVANCE_CASES.length}`,
    });
  }
  console.log(`${docs.length} documents`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
