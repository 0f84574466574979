import { readFileSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { builtPages } from './built-pages';
import { expect, test } from './fixtures';

/**
 * Every internal link and anchor in the built HTML must resolve: to a built page (and, with a
 * hash, to an element id on it) or, for non-page files, to a 200 from the server.
 */
test('no broken internal link or anchor on any page', async ({ request }) => {
  const pages = builtPages();
  const ids = new Map<string, Set<string>>();
  const links: Array<{ from: string; href: string }> = [];
  for (const { url, htmlFile } of pages) {
    const root = parse(readFileSync(htmlFile, 'utf8'));
    ids.set(url, new Set(root.querySelectorAll('[id]').map((el) => el.id)));
    for (const a of root.querySelectorAll('a[href]'))
      links.push({ from: url, href: a.getAttribute('href')! });
  }

  const broken: string[] = [];
  const checkedFiles = new Map<string, number>();
  for (const { from, href } of links) {
    if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith('//')) continue;
    const target = new URL(href, `http://site${from}`);
    const pathname = target.pathname.replace(/^\/zh(?=\/)/, '');
    const hash = decodeURIComponent(target.hash.slice(1));
    const pageIds = ids.get(pathname);
    if (pageIds) {
      if (hash && !pageIds.has(hash)) broken.push(`${from} -> ${href} (no #${hash})`);
      continue;
    }
    if (!checkedFiles.has(pathname)) checkedFiles.set(pathname, (await request.get(pathname)).status());
    if (checkedFiles.get(pathname) !== 200) broken.push(`${from} -> ${href} (${checkedFiles.get(pathname)})`);
  }
  console.log(`links: ${links.length} links on ${pages.length} pages checked`);
  expect(broken).toEqual([]);
});
