import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../data/site';
import { PAGE_LIST_URL } from '../src/modules/site-outputs/paths';
import { pageListFromBuild } from '../src/pipeline/page-list/page-list';
import { checkRedirects } from '../src/modules/redirects/resolve-redirects';
import { REDIRECTS_JSON } from '../src/pipeline/steps/redirects';

// Postbuild: the 404 page is static, so it ranks page names in the browser from this small file.
const pages = pageListFromBuild(process.env.NEXT_DIST_DIR || '.next', siteConfig.name);
const outfile = path.join('public', PAGE_LIST_URL);
mkdirSync(path.dirname(outfile), { recursive: true });
const json = JSON.stringify(pages);
writeFileSync(outfile, json);
console.log(`page list: ${outfile} (${pages.length} pages, ${(json.length / 1024).toFixed(1)} KiB)`);

// The same list holds the redirects next.config serves to the pages this build really has:
// every target a page, no source a page, one hop each (the prebuild checked its own page list).
const redirects = JSON.parse(readFileSync(REDIRECTS_JSON, 'utf8')) as Array<[string, string]>;
const problems = checkRedirects(redirects, new Set(pages.map((page) => page.path)));
if (problems.length) {
  console.error(`Redirects that do not fit this build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`redirects: ${redirects.length} checked against the build's pages`);
