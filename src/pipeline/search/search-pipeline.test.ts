import { mkdtemp, readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSearchIndex, runQuery } from '@/modules/search';
import { compilePage } from '../markdown/compile-page';
import { buildSearchIndex } from './build-index';
import { collectSearchDocuments } from './collect-documents';
import { excerpt } from './excerpt';
import { isSearchable, pageDocuments, type SearchablePage } from './page-documents';
import { writeSearchIndex } from './write-index';

const contentRoot = path.join(__dirname, '../markdown/fixtures/content');
const versions = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '6.0.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
};

const page = (over: Partial<SearchablePage> = {}): SearchablePage => ({
  route: '/material-ui/react-button/',
  product: 'material-ui',
  title: 'React Button component',
  description: 'Buttons let people act.',
  components: ['Button'],
  sections: [
    { depth: 1, heading: 'Button', text: 'Intro text.' },
    { depth: 2, id: 'sizes', heading: 'Sizes', text: 'Small and large.' },
  ],
  demos: [{ name: 'basic-buttons', title: 'Basic buttons' }],
  ...over,
});

describe('remarkSearchSections (through compilePage)', () => {
  it('cuts the page at headings with the rendered ids, skipping code and demos', async () => {
    const file = path.join(contentRoot, 'good', 'index.mdx');
    const compiled = await compilePage(readFileSync(file, 'utf8'), file, { contentRoot, versions });
    expect(compiled.sections).toEqual([
      { depth: 1, heading: 'Good', text: '' },
      { depth: 2, id: 'install-it', heading: 'Install it', text: 'Ratio 16:9 stays text. A B 1 2' },
      { depth: 3, id: 'install-it-1', heading: 'Install it', text: '' },
    ]);
    expect(compiled.demos.map((d) => [d.name, d.title])).toEqual([['hello', 'Hello demo']]);
  });
});

describe('pageDocuments', () => {
  it('emits the page, each section and each demo with deep links', () => {
    const docs = pageDocuments(page());
    expect(docs.map((d) => [d.k, d.t, d.s, d.u])).toEqual([
      ['page', 'Button', '', '/material-ui/react-button/'],
      ['section', 'Button', 'Sizes', '/material-ui/react-button/#sizes'],
      ['demo', 'Button', 'Basic buttons', '/material-ui/react-button/#basic-buttons'],
    ]);
    expect(docs[0].n).toBe('Button React Button component');
    expect(docs[0].b).toBe('Buttons let people act. Intro text.');
  });

  it('keeps experiments and hidden pages out, and any other collected page in', () => {
    expect(isSearchable({ route: '/experiments/docs/' })).toBe(false);
    expect(isSearchable({ route: '/material-ui/x/', hidden: true })).toBe(false);
    expect(isSearchable({ route: '/blog/first-post/' })).toBe(true);
    const docs = collectSearchDocuments({
      pages: [
        page(),
        page({ route: '/experiments/docs/' }),
        page({ route: '/blog/hello/', product: 'blog', title: 'Hello' }),
      ],
      api: { entries: [], props: [] },
      versions: {
        packages: [{ name: '@mui/material', label: 'Material UI', version: '6.0.1' }],
        earlier: [{ label: 'v5' }],
      },
    });
    const routes = new Set(docs.map((d) => d.u.split('#')[0]));
    expect([...routes]).toEqual(['/material-ui/react-button/', '/blog/hello/', '/versions/']);
  });
});

describe('excerpt', () => {
  it('cuts at a word boundary with an ellipsis', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('one two three four five', 12)).toBe('one two…');
  });
});

describe('writeSearchIndex', () => {
  it('writes content-hashed tier files, removes stale ones, and names them in the manifest', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    const pub = path.join(dir, 'public');
    await mkdir(path.join(pub, 'search'), { recursive: true });
    await writeFile(path.join(pub, 'search', 'index.0123456789ab.json'), '{}');
    await writeFile(path.join(pub, 'search', 'names.0123456789ab.json'), '{}');
    const drafts = pageDocuments(page());
    const manifest = await writeSearchIndex(
      buildSearchIndex(drafts, { toast: ['snackbar'] }),
      drafts.length,
      { 'material-ui': 'Material UI' },
      pub,
      dir,
    );
    expect(manifest.names.url).toMatch(/^\/search\/names\.[0-9a-f]{12}\.json$/);
    expect(manifest.text.url).toMatch(/^\/search\/text\.[0-9a-f]{12}\.json$/);
    expect((await readdir(path.join(pub, 'search'))).sort()).toEqual(
      [path.basename(manifest.names.url), path.basename(manifest.text.url)].sort(),
    );
    expect(JSON.parse(await readFile(path.join(dir, 'search-manifest.json'), 'utf8'))).toEqual(manifest);
    // What was written is what the browser loads and queries.
    const read = async (url: string) => JSON.parse(await readFile(path.join(pub, url), 'utf8'));
    const names = await read(manifest.names.url);
    expect(names.synonyms).toEqual({ toast: ['snackbar'] });
    const index = loadSearchIndex(names, await read(manifest.text.url));
    expect(runQuery(index, 'sizes')[0].u).toBe('/material-ui/react-button/#sizes');
    // Same content, same name: caches keep their copy.
    const again = await writeSearchIndex(
      buildSearchIndex(drafts, { toast: ['snackbar'] }),
      drafts.length,
      {},
      pub,
      dir,
    );
    expect(again.names.url).toBe(manifest.names.url);
    expect(again.text.url).toBe(manifest.text.url);
  });
});
