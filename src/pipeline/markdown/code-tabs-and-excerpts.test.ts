import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page';
import { tabLabel } from './remark-code-tabs';

const contentRoot = path.join(__dirname, 'fixtures/content');
const file = path.join(contentRoot, 'inline', 'index.mdx');

/** A throwaway API dir holding one entry, `material-ui/button.json`, with two props. */
function apiDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-excerpt-'));
  mkdirSync(path.join(dir, 'material-ui'));
  const props = [{ name: 'variant' }, { name: 'size' }];
  writeFileSync(path.join(dir, 'material-ui', 'button.json'), JSON.stringify({ name: 'Button', props }));
  return dir;
}
const compile = (source: string) =>
  compilePage(source, file, { contentRoot, versions: {}, apiDir: apiDir() });

const tabs = (body: string) => `# Page\n\n:::code-tabs\n${body}\n:::\n`;

describe('code tabs', () => {
  it('label a block by its title, else its language', () => {
    expect(tabLabel({ lang: 'bash', meta: 'title="pnpm"' })).toBe('pnpm');
    expect(tabLabel({ lang: 'tsx', meta: null })).toBe('tsx');
    expect(tabLabel({ lang: null, meta: null })).toBe('text');
  });

  it('become one highlighted <CodeTabs> with the labels in order', async () => {
    const page = await compile(
      tabs('```bash title="npm"\nnpm install x\n```\n\n```bash title="yarn"\nyarn add x\n```'),
    );
    expect(page.code).toContain('CodeTabs');
    expect(page.code).toContain(JSON.stringify(JSON.stringify(['npm', 'yarn'])));
    expect(page.code).toContain('--shiki-dark');
  });

  it('fail the build at the directive line on bad content', async () => {
    await expect(compile(tabs('```bash title="npm"\nnpm i\n```\n\nSome prose.'))).rejects.toThrow(
      /inline\/index\.mdx:3: :::code-tabs holds only fenced code blocks, found a paragraph/,
    );
    await expect(compile(tabs('```bash\nnpm i\n```'))).rejects.toThrow(/:3: :::code-tabs needs at least two/);
    await expect(compile(tabs('```bash\na\n```\n\n```bash\nb\n```'))).rejects.toThrow(
      /two tabs labelled "bash"/,
    );
  });
});

describe('<ApiExcerpt>', () => {
  it('compiles when the component and props exist', async () => {
    const page = await compile(
      '# Page\n\n<ApiExcerpt product="material-ui" component="Button" props="variant, size" />\n',
    );
    expect(page.code).toContain('ApiExcerpt');
  });

  it('fails at its line on an unknown component or prop', async () => {
    await expect(
      compile('# Page\n\ntext\n\n<ApiExcerpt product="material-ui" component="Buton" props="size" />\n'),
    ).rejects.toThrow(/inline\/index\.mdx:5: <ApiExcerpt>: no API page for Buton in material-ui/);
    await expect(
      compile('# Page\n\n<ApiExcerpt product="material-ui" component="Button" props="size, colour" />\n'),
    ).rejects.toThrow(/:3: <ApiExcerpt>: Button has no prop colour/);
    await expect(
      compile('# Page\n\n<ApiExcerpt product="material-ui" component="Button" />\n'),
    ).rejects.toThrow(/:3: <ApiExcerpt> needs props=/);
  });
});
