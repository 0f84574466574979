import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page';

const contentRoot = path.join(__dirname, 'fixtures/content');
const versions = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '6.0.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
};
const compileFixture = (page: string) => {
  const file = path.join(contentRoot, page, 'index.mdx');
  return compilePage(readFileSync(file, 'utf8'), file, { contentRoot, versions });
};

describe('compilePage', () => {
  it('fails on an unknown demo, naming the file and line', async () => {
    await expect(compileFixture('broken-demo')).rejects.toThrow(
      /broken-demo\/index\.mdx:10: unknown demo "missing-demo"/,
    );
  });

  it('fails on a broken import, naming the file and line', async () => {
    await expect(compileFixture('bad-import')).rejects.toThrow(
      /bad-import\/index\.mdx:6: cannot find demo or module "\.\/demos\/thing"/,
    );
  });

  it('compiles headings, callouts, tables, code and demos', async () => {
    const page = await compileFixture('good');
    expect(page.toc).toEqual([
      { id: 'install-it', title: 'Install it', depth: 2 },
      { id: 'install-it-1', title: 'Install it', depth: 3 },
    ]);
    expect(page.anchors).toEqual(['install-it', 'install-it-1', 'hello']);
    expect(page.code).toContain('"callout callout-info"');
    // `:9` is not a directive: the text survives (in three adjacent strings).
    expect(page.code).toContain('"Ratio 16", ":9", " stays text."');
    expect(page.code).toContain('_components.table');
    // Shiki output carries both themes: light inline, dark as a CSS variable.
    expect(page.code).toContain('--shiki-dark');
    expect(page.code).toContain("import {PageDemo} from '@/components/demo/page-demo.client'");
    expect(page.code).toContain('page: "good"');
    expect(page.demos).toHaveLength(1);
    const [demo] = page.demos;
    expect(demo).toMatchObject({ id: 'good--hello', name: 'hello', title: 'Hello demo', route: '/good/' });
    expect(demo.variants[0].payload.JS.code).toContain('export default function Hello()');
    expect(demo.variants[0].payload.dependencies).toEqual({
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@mui/material': '6.0.1',
      react: '18.3.1',
      'react-dom': '18.3.1',
    });
  });
});
