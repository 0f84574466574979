import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../data/site';
import { PAGE_LIST_URL, pageListFromBuild } from '../src/pipeline/page-list/page-list';

// Postbuild: the 404 page is static, so it ranks page names in the browser from this small file.
const pages = pageListFromBuild(process.env.NEXT_DIST_DIR || '.next', siteConfig.name);
const outfile = path.join('public', PAGE_LIST_URL);
mkdirSync(path.dirname(outfile), { recursive: true });
const json = JSON.stringify(pages);
writeFileSync(outfile, json);
console.log(`page list: ${outfile} (${pages.length} pages, ${(json.length / 1024).toFixed(1)} KiB)`);
