import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { DemoRecord } from '@/model/demo-record';
import { buildLlmsFiles } from './llms';
import { mdxToMarkdown } from './mdx-to-markdown';
import type { SitePage } from './site-page';
import { buildSitemap } from './sitemap';

const page = (route: string, section: string, sitemap = true): SitePage => ({
  route,
  title: `T ${route}`,
  description: 'D & <d>',
  section,
  sitemap,
  markdown: '',
  label: 'L',
  lastModified: route === '/a/x/' ? '2026-01-02T10:00:00Z' : undefined,
});
const pages = [
  page('/', ''),
  page('/a/x/', 'a'),
  page('/a/api/y/', 'a'),
  page('/demos/a--d/', 'a', false),
  page('/blog/p/', ''),
];

describe('buildSitemap', () => {
  it('is valid XML listing only indexable pages, with absolute URLs and day-precision lastmod', () => {
    const xml = buildSitemap('https://docs.example.com', pages);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = new XMLParser({ isArray: (n) => n === 'url' }).parse(xml);
    expect(urlset.url).toEqual([
      { loc: 'https://docs.example.com/' },
      { loc: 'https://docs.example.com/a/x/', lastmod: '2026-01-02' },
      { loc: 'https://docs.example.com/a/api/y/' },
      { loc: 'https://docs.example.com/blog/p/' },
    ]);
  });
});

describe('buildLlmsFiles', () => {
  const files = buildLlmsFiles(
    'https://docs.example.com',
    { name: 'Site', description: 'All docs' },
    [
      { segment: 'a', name: 'Product A', description: 'About A' },
      { segment: 'b', name: 'Product B', description: 'Unused' },
    ],
    pages,
  );

  it('groups a product’s pages into docs, API and demos, linking the Markdown twins', () => {
    expect(files.get('/a/llms.txt')).toBe(
      [
        '# Product A',
        '',
        '> About A',
        '',
        '## Docs',
        '',
        '- [T /a/x/](https://docs.example.com/a/x.md): D & <d>',
        '',
        '## API reference',
        '',
        '- [T /a/api/y/](https://docs.example.com/a/api/y.md): D & <d>',
        '',
        '## Demos',
        '',
        '- [T /demos/a--d/](https://docs.example.com/demos/a--d.md): D & <d>',
        '',
      ].join('\n'),
    );
    expect(files.has('/b/llms.txt')).toBe(false);
  });

  it('links products from the root and lists pages of no product', () => {
    const root = files.get('/llms.txt')!;
    expect(root).toContain('- [Product A](https://docs.example.com/a/llms.txt): About A');
    expect(root).toContain('## Pages\n\n- [T /](https://docs.example.com/index.md)');
    expect(root).toContain('## Blog\n\n- [T /blog/p/](https://docs.example.com/blog/p.md)');
    expect(root).not.toContain('Product B');
  });

  it('refuses a page whose section has no product', () => {
    expect(() =>
      buildLlmsFiles('https://x.org', { name: 'S', description: 'D' }, [], [page('/z/', 'z')]),
    ).toThrow('no section for /z/');
  });
});

describe('mdxToMarkdown', () => {
  const demo = {
    name: 'basic',
    title: 'Basic',
    variants: [{ styling: 'System', payload: { TS: { code: 'const a = `x`;\nexport default a;\n' } } }],
  } as unknown as DemoRecord;
  const source = [
    '---',
    'title: Page',
    'description: About it',
    '---',
    '',
    "import { X } from '@mui/x';",
    '',
    '# Page',
    '',
    'Text with `code`.',
    '',
    '<Demo name="basic" title="Basic" />',
    '',
    ':::info',
    'Note.',
    ':::',
    '',
  ].join('\n');

  it('keeps the Markdown, drops frontmatter and imports, inlines demo sources', () => {
    expect(mdxToMarkdown(source, { title: 'Page', description: 'About it' }, [demo])).toBe(
      [
        '# Page',
        '',
        '> About it',
        '',
        'Text with `code`.',
        '',
        '**Demo: Basic**',
        '',
        '```tsx',
        'const a = `x`;',
        'export default a;',
        '```',
        '',
        ':::info',
        'Note.',
        ':::',
        '',
      ].join('\n'),
    );
  });

  it('adds the title when the page has no heading of its own', () => {
    expect(mdxToMarkdown('---\ntitle: T\n---\nBody.\n', { title: 'T', description: 'D' }, [])).toBe(
      '# T\n\n> D\n\nBody.\n',
    );
  });
});
