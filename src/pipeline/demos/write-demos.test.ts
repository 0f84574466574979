import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoRecord } from './demo-record';
import { usesJoy, writeDemos } from './write-demos';

function demo(id: string, dependencies: Record<string, string>): DemoRecord {
  const code = { code: '', html: '' };
  return {
    id,
    name: id,
    title: id,
    route: '/x/',
    variants: [
      {
        styling: 'System',
        importPath: `@/content/${id}`,
        payload: { TS: code, JS: code, files: { TS: {}, JS: {} }, dependencies },
      },
    ],
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
});
