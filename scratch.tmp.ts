import { readFileSync } from 'node:fs';
import { loadSearchIndex, runQuery } from './src/modules/search';
import { RELEVANCE_CASES } from './src/pipeline/search/relevance-cases';
const m = JSON.parse(readFileSync('src/generated/search-manifest.json', 'utf8'));
const file = JSON.parse(readFileSync('public' + m.url, 'utf8'));
const engine = loadSearchIndex(file);
const qs = ['b', 'bu', 'but', 'butt', 'butto', 'button', 'button v', 'button va', 'button variant', ...RELEVANCE_CASES.map((c) => c.query)];
for (const q of qs) runQuery(engine, q, { synonyms: file.synonyms });
const times: Array<[number, string]> = [];
for (const q of qs) { const t = performance.now(); for (let i = 0; i < 3; i++) runQuery(engine, q, { synonyms: file.synonyms }); times.push([(performance.now() - t) / 3, q]); }
times.sort((a, b) => b[0] - a[0]);
console.log(times.slice(0, 12).map(([t, q]) => `${t.toFixed(1)} ${q}`).join('\n'));
