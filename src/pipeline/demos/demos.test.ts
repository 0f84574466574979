import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxPreview } from './jsx-preview';
import { tsToJs } from './ts-to-js';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

describe('tsToJs', () => {
  it('strips types, keeps comments and blank lines, and formats', async () => {
    expect(await tsToJs(fixture('typed-demo.tsx'), 'typed-demo.tsx')).toBe(
      fixture('typed-demo.expected.jsx'),
    );
  });
  it('output contains no TypeScript syntax', async () => {
    const js = await tsToJs(fixture('typed-demo.tsx'), 'typed-demo.tsx');
    expect(js).not.toMatch(/interface |: number|<number>| as number|import type/);
  });
});

describe('jsxPreview', () => {
  it('extracts the returned JSX, dedented', () => {
    expect(jsxPreview(fixture('typed-demo.tsx'))).toBe(
      [
        '<Button onClick={() => setCount((c) => c + 1)} variant="contained">',
        '  Clicked {count as number} times',
        '</Button>',
      ].join('\n'),
    );
  });
  it('gives no preview for long JSX or a file without a return block', () => {
    const long = `export default function A() {\n  return (\n${'    <br />\n'.repeat(20)}  );\n}\n`;
    expect(jsxPreview(long)).toBeUndefined();
    expect(jsxPreview('export default () => <br />;\n')).toBeUndefined();
  });
});
