import { readFileSync } from 'node:fs';
import { loadSearchIndex, runQuery } from './src/modules/search';
const m = JSON.parse(readFileSync('src/generated/search-manifest.json', 'utf8'));
const file = JSON.parse(readFileSync('public' + m.url, 'utf8'));
const engine = loadSearchIndex(file);
const [product, ...qs] = process.argv.slice(2);
for (const q of qs) {
  const hits = runQuery(engine, q, { synonyms: file.synonyms, product });
  console.log(`\n${q} (${hits.length})`);
  for (const h of hits.slice(0, 6)) console.log(' ', h.score.toFixed(1), h.k, h.u, '|', h.t, '›', h.s, h.terms.join(','));
}
