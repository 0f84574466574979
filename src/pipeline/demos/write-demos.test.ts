import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
    route: '/r/',
    variants: [
      {
        styling: 'System',
        importPath: `@content/${id}`,
        payload: { TS: code, JS: code, files: { TS: {}, JS: {} }, dependencies },
      },
    ],
  };
}

describe('Joy demos', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('are recognised by their @mui/joy dependency', () => {
    expect(usesJoy(demo('a', { '@mui/joy': '5.0.0-beta.46', react: '18' }))).toBe(true);
    expect(usesJoy(demo('b', { '@mui/material': '6.0.1' }))).toBe(false);
  });

  it('get the JoyDemoProvider wrapper; other demos do not', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'write-demos-'));
    await writeDemos(
      [demo('joy', { '@mui/joy': '5.0.0-beta.46' }), demo('material', { '@mui/material': '6.0.1' })],
      dir,
      path.join(dir, 'public'),
    );
    const joy = await readFile(path.join(dir, 'demos', 'joy.js'), 'utf8');
    const material = await readFile(path.join(dir, 'demos', 'material.js'), 'utf8');
    expect(joy).toContain("import { JoyDemoProvider } from '@/components/demos/JoyDemoProvider';");
    expect(joy).toContain('createElement(JoyDemoProvider, null, createElement(Variant))');
    expect(material).not.toContain('JoyDemoProvider');
    expect(material).toContain(
      'export default function DemoVariants() {\n  const styling = useDemoStyling();',
    );
  });
});
