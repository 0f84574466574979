import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse } from 'node-html-parser';
import { markdownPath, ogImagePath } from '../../src/modules/site-outputs/paths';
import { builtPages } from './built-pages';
import { expect, test } from './fixtures';

const PUBLIC = path.join(process.cwd(), 'public');
const pages = builtPages();
const hidden = new Set(
  (JSON.parse(readFileSync('generated/pages.json', 'utf8')) as Array<{ route: string; hidden: boolean }>)
    .filter((p) => p.hidden)
    .map((p) => p.route),
);

function llmsFiles(dir = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'og' ? [] : llmsFiles(full);
    return entry.name === 'llms.txt' ? [full] : [];
  });
}

test('every built page has a Markdown twin that an llms.txt lists', () => {
  expect(pages.length).toBeGreaterThan(250);
  const listed = llmsFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const problems: string[] = [];
  for (const { url } of pages) {
    const twin = markdownPath(url);
    if (!existsSync(path.join(PUBLIC, twin))) problems.push(`${url}: no ${twin}`);
    else if (!readFileSync(path.join(PUBLIC, twin), 'utf8').startsWith('# '))
      problems.push(`${twin}: no title`);
    if (!listed.includes(`${twin})`)) problems.push(`${url}: not in any llms.txt`);
  }
  expect(problems).toEqual([]);
});

test('the sitemap lists exactly the indexable pages', () => {
  const xml = readFileSync(path.join(PUBLIC, 'sitemap.xml'), 'utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  const { urlset } = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml);
  const inSitemap = (urlset.url as Array<{ loc: string }>).map((u) => new URL(u.loc).pathname).sort();
  const expected = pages
    .map((p) => p.url)
    .filter((url) => !url.startsWith('/experiments/') && !url.startsWith('/demos/') && !hidden.has(url));
  expect(inSitemap).toEqual(expected);
});

test('every built page carries OpenGraph and Twitter cards with an existing image', () => {
  const problems: string[] = [];
  for (const { url, htmlFile } of pages) {
    const head = parse(readFileSync(htmlFile, 'utf8')).querySelector('head')!;
    const meta = (attr: string, key: string) =>
      head.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? '';
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image'])
      if (!meta('property', key)) problems.push(`${url}: no ${key}`);
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image'])
      if (!meta('name', key)) problems.push(`${url}: no ${key}`);
    const image = meta('property', 'og:image');
    if (image && new URL(image).pathname !== ogImagePath(url)) problems.push(`${url}: og:image ${image}`);
    if (!existsSync(path.join(PUBLIC, ogImagePath(url)))) problems.push(`${url}: no ${ogImagePath(url)}`);
    if (new URL(meta('property', 'og:url') || 'x:', 'https://x').pathname !== url)
      problems.push(`${url}: og:url`);
  }
  expect(problems).toEqual([]);
});

test('the twins, indexes, sitemap and cards are served', async ({ request }) => {
  for (const [file, type] of [
    ['/material-ui/react-button.md', /text\/markdown/],
    ['/material-ui/api/button.md', /text\/markdown/],
    ['/llms.txt', /text\/plain/],
    ['/joy-ui/llms.txt', /text\/plain/],
    ['/sitemap.xml', /xml/],
    ['/og/material-ui/api/button.png', /image\/png/],
  ] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toMatch(type);
  }
  const twin = await (await request.get('/material-ui/react-button.md')).text();
  // Demos are replaced by their source code.
  expect(twin).not.toContain('<Demo');
  expect(twin).toContain('**Demo: Basic buttons**');
  expect(twin).toMatch(/```tsx\nimport/);
});
