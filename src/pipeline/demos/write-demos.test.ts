import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoRecord } from './demo-record';
import { usesJoy, writeDemos } from './write-demos';

function demo(
  id: string,
  dependencies: Record<string, string>,
  stylings: Array<'System' | 'Tailwind' | 'CSS'> = ['System'],
): DemoRecord {
  const code = { code: '', html: '' };
  return {
    id,
    name: id,
    title: id,
    route: '/x/',
    variants: stylings.map((styling) => ({
      styling,
      importPath: `@/content/${id}/${styling}`,
      payload: { TS: code, JS: code, files: { TS: {}, JS: {} }, dependencies },
    })),
  };
}

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('writeDemos', () => {
  it('wraps Joy demos, and only those, in the Joy provider', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-demos-'));
    const joy = demo('joy-card', { '@mui/joy': '5.0.0-beta.46', react: '18.3.1' });
    const material = demo('material-card', { '@mui/material': '6.0.1', react: '18.3.1' });
    expect(usesJoy(joy)).toBe(true);
    expect(usesJoy(material)).toBe(false);
    await writeDemos([joy, material], path.join(dir, 'out'), path.join(dir, 'public'));
    const joyWrapper = await readFile(path.join(dir, 'out', 'demos', 'joy-card.js'), 'utf8');
    const materialWrapper = await readFile(path.join(dir, 'out', 'demos', 'material-card.js'), 'utf8');
    expect(joyWrapper).toContain("import('@/components/demo/joy-demo-provider.client')");
    expect(joyWrapper).toContain('createElement(Joy, null, createElement(Variant))');
    expect(materialWrapper).not.toContain('joy-demo-provider');
    expect(materialWrapper).toContain('export default Variant;');
  });

  it('loads the Tailwind stylesheet with a Tailwind variant, also when it is the only one', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-demos-'));
    const deps = { '@mui/base': '5.0.0-beta.58', react: '18.3.1' };
    const only = demo('tailwind-only', deps, ['Tailwind']);
    const three = demo('three-ways', deps, ['System', 'Tailwind', 'CSS']);
    await writeDemos([only, three], path.join(dir, 'out'), path.join(dir, 'public'));
    const read = (id: string) => readFile(path.join(dir, 'out', 'demos', `${id}.js`), 'utf8');
    const scoped = (id: string, styling: string) =>
      `import('@/components/demo/tailwind-scope.css').then(() => import('@/content/${id}/${styling}'))`;
    expect(await read('tailwind-only')).toContain(
      `const Default = dynamic(() => ${scoped('tailwind-only', 'Tailwind')});`,
    );
    const threeWrapper = await read('three-ways');
    expect(threeWrapper).toContain("const Default = dynamic(() => import('@/content/three-ways/System'));");
    expect(threeWrapper).toContain(`const Tailwind = dynamic(() => ${scoped('three-ways', 'Tailwind')});`);
    expect(threeWrapper).toContain("const CSS = dynamic(() => import('@/content/three-ways/CSS'));");
  });
});
