import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageRecord } from '@/model/page-record';
import {
  failingPageModule,
  pageFileFor,
  recompilePage,
  withRecord,
  type HotContentContext,
} from './hot-content';

const fixtures = path.join(__dirname, '../markdown/fixtures/content');
const versions = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '6.0.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
};

describe('pageFileFor', () => {
  const contentRoot = '/repo/content';
  const pages = new Set([
    '/repo/content/material-ui/react-button/index.mdx',
    '/repo/content/blog/post/index.mdx',
  ]);
  const exists = (file: string) => pages.has(file);

  it('finds the page of the page itself, of its demo and of a demo variant', () => {
    for (const changed of [
      'react-button/index.mdx',
      'react-button/demos/basic.tsx',
      'react-button/demos/x/css.tsx',
    ])
      expect(pageFileFor(path.join(contentRoot, 'material-ui', changed), contentRoot, exists)).toBe(
        '/repo/content/material-ui/react-button/index.mdx',
      );
  });

  it('leaves out blog posts and files outside any page', () => {
    expect(pageFileFor('/repo/content/blog/post/index.mdx', contentRoot, exists)).toBeNull();
    expect(pageFileFor('/repo/content/material-ui/notes.ts', contentRoot, exists)).toBeNull();
    expect(pageFileFor('/repo/src/index.mdx', contentRoot, exists)).toBeNull();
  });
});

describe('withRecord', () => {
  const record = (route: string, title: string) => ({ route, title }) as PageRecord;

  it('replaces the page of the same route and keeps route order', () => {
    const before = [record('/a/', 'A'), record('/c/', 'C')];
    expect(withRecord(before, record('/c/', 'C2')).map((r) => r.title)).toEqual(['A', 'C2']);
    expect(withRecord(before, record('/b/', 'B')).map((r) => r.route)).toEqual(['/a/', '/b/', '/c/']);
  });
});

describe('recompilePage', () => {
  let dir: string;
  let ctx: HotContentContext;
  let pageFile: string;
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hot-content-'));
    ctx = {
      root: dir,
      contentRoot: path.join(dir, 'content'),
      outDir: path.join(dir, 'generated'),
      publicDir: path.join(dir, 'public'),
      versions,
    };
    cpSync(path.join(fixtures, 'good'), path.join(ctx.contentRoot, 'material-ui/good'), { recursive: true });
    pageFile = path.join(ctx.contentRoot, 'material-ui/good/index.mdx');
    await mkdir(path.join(ctx.outDir, 'page-demos'), { recursive: true });
    await writeFile(path.join(ctx.outDir, 'pages.json'), '[]');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the page module, its record and its demo group, and no loader map', async () => {
    expect(await recompilePage(pageFile, ctx)).toEqual({ route: '/material-ui/good/', ok: true });
    expect(read('generated/content/material-ui__good.js')).toContain('Install it');
    const records = JSON.parse(read('generated/pages.json')) as PageRecord[];
    expect(records.map((r) => [r.route, r.title])).toEqual([['/material-ui/good/', 'Good']]);
    expect(read('generated/page-demos/material-ui__good.js')).toContain('hello.tsx');
    // The registry reaches both through webpack contexts (src/registry/).
    expect(readdirSync(path.join(dir, 'generated')).sort()).toEqual(['content', 'page-demos', 'pages.json']);
  });

  it('rewrites an edited demo’s JavaScript twin', async () => {
    const demo = path.join(ctx.contentRoot, 'material-ui/good/demos/hello.tsx');
    writeFileSync(demo, readFileSync(demo, 'utf8').replace(/Hello\n/, 'Hello again\n'));
    await recompilePage(pageFile, ctx);
    expect(read('content/material-ui/good/demos/hello.js')).toContain('Hello again');
  });

  it('serves an edited demo, not the build remembered from before the edit (memo.ts)', async () => {
    await recompilePage(pageFile, ctx);
    const demo = path.join(ctx.contentRoot, 'material-ui/good/demos/hello.tsx');
    writeFileSync(demo, readFileSync(demo, 'utf8').replace(/Hello\n/, 'Hello once more\n'));
    await recompilePage(pageFile, ctx);
    const payloads = readdirSync(path.join(dir, 'public/generated/demos'), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.json'))
      .map((file) => read(path.join('public/generated/demos', file)));
    expect(payloads.some((payload) => payload.includes('Hello once more'))).toBe(true);
  });

  it('turns a content error into a page that throws it with file:line, until the file is fixed', async () => {
    const good = readFileSync(pageFile, 'utf8');
    writeFileSync(pageFile, `${good}\n<Demo name="missing-demo" />\n`);
    const broken = await recompilePage(pageFile, ctx);
    expect(broken.ok).toBe(false);
    expect(broken.ok === false && broken.error).toMatch(/good\/index\.mdx:\d+: unknown demo "missing-demo"/);
    if (broken.ok) return;
    expect(read('generated/content/material-ui__good.js')).toBe(failingPageModule(broken.error));

    writeFileSync(pageFile, good);
    expect((await recompilePage(pageFile, ctx)).ok).toBe(true);
    expect(read('generated/content/material-ui__good.js')).toContain('Install it');
  });

  it('gives a failing module the message as a string literal', () => {
    expect(failingPageModule('a "quoted" \n message')).toContain(
      'throw new Error("a \\"quoted\\" \\n message");',
    );
  });
});
