/**
 * Checks data/redirects.ts against its schema, then resolves it against the pages the build serves
 * (from the site step) into exact pairs (generated/redirects.json, checked again after the
 * build), the next.config.mjs `redirects()` rules that serve them, and public/_redirects for static
 * hosts. Fails on a malformed table, a target that is not a page, a row that would hide a page, a
 * chain, or a mui.com v6 URL that is neither a page nor covered.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { muiV6Urls } from '../../../data/mui-v6-urls';
import { redirectTable } from '../../../data/redirects';
import { redirectInputs } from '@/modules/redirects/redirect-table';
import { checkRedirectTable } from '../data/check-redirect-table';
import { resolveRedirects } from '@/modules/redirects/resolve-redirects';
import { hasLanguageTwin, REDIRECTS_FILE, redirectsFileText } from '@/modules/redirects/redirect-outputs';
import { nextRedirects } from '@/modules/redirects/next-redirects';
import { defineStep } from './prebuild-step';

export const REDIRECTS_JSON = 'generated/redirects.json';
/** Read by next.config.mjs `redirects()`. */
export const NEXT_REDIRECTS_JSON = 'generated/next-redirects.json';

async function writeRedirects(root: string, built: ReadonlySet<string>): Promise<void> {
  const { rules: tableRules, standIns } = redirectInputs(checkRedirectTable(redirectTable));
  const { redirects, pageWins } = resolveRedirects({
    rules: tableRules,
    standIns,
    knownUrls: [...muiV6Urls.pages, ...muiV6Urls.apiPages],
    built,
  });
  const json = path.join(root, REDIRECTS_JSON);
  await mkdir(path.dirname(json), { recursive: true });
  await writeFile(json, `${JSON.stringify(redirects, null, 1)}\n`);
  const rules = nextRedirects(redirects);
  await writeFile(path.join(root, NEXT_REDIRECTS_JSON), `${JSON.stringify(rules, null, 1)}\n`);
  await writeFile(path.join(root, 'public', REDIRECTS_FILE), redirectsFileText(redirects));
  const twins = redirects.filter(([from]) => hasLanguageTwin(from)).length;
  const known = muiV6Urls.pages.length + muiV6Urls.apiPages.length;
  const pages = [...muiV6Urls.pages, ...muiV6Urls.apiPages].filter((url) => built.has(url)).length;
  console.log(
    `redirects: ${redirects.length} and ${twins} /zh/ twins in ${rules.length} next.config rules; mui.com v6 URLs ${known}: ${pages} pages here, ` +
      `${known - pages} redirected` +
      (pageWins.length
        ? `; ${pageWins.length} table rows now answered by a page (remove them): ${pageWins.join(', ')}`
        : ''),
  );
}

export const redirectsStep = defineStep({
  name: 'redirects',
  needs: ['site'],
  run: ({ site }, { root }) => writeRedirects(root, site),
});
