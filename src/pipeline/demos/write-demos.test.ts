import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoRecord } from '@/model/demo-record';
import { GENERATED_HEADER } from '../content/write-generated';
import { deferredDemos, usesJoy, writeDemos } from './write-demos';

function demo(id: string, dependencies: Record<string, string>, route = '/x/'): DemoRecord {
  const code = { code: '', html: '' };
  return {
    id,
    name: id,
    title: id,
    route,
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
  it('writes one demo group per page, with the Joy provider only where Joy is used, and no loader map', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-demos-'));
    const joy = demo('joy-card', { '@mui/joy': '5.0.0-beta.46', react: '18.3.1' }, '/joy-ui/react-card/');
    const material = demo(
      'material-card',
      { '@mui/material': '6.0.1', react: '18.3.1' },
      '/material-ui/react-card/',
    );
    const materialToo = demo(
      'material-list',
      { '@mui/material': '6.0.1', react: '18.3.1' },
      '/material-ui/react-card/',
    );
    expect(usesJoy(joy)).toBe(true);
    expect(usesJoy(material)).toBe(false);
    await writeDemos([joy, material, materialToo], path.join(dir, 'out'), path.join(dir, 'public'));
    const read = (file: string) => readFile(path.join(dir, 'out', file), 'utf8');

    // The registry reaches the groups through a webpack context (src/registry/demo-groups.ts).
    expect((await readdir(path.join(dir, 'out'))).sort()).toEqual(['demo-registry.js', 'page-demos']);

    // A group is one call into the kit, with a loader per demo: no demo is imported statically, so
    // each is a chunk of its own.
    const materialGroup = await read('page-demos/material-ui__react-card.js');
    expect(materialGroup.split('\n').slice(0, 5)).toEqual([
      "'use client';",
      GENERATED_HEADER.trim(),
      "import { demoGroup } from '@/registry/demo-group-kit';",
      '',
      'export default demoGroup("/material-ui/react-card/", {',
    ]);
    expect(materialGroup).not.toMatch(/^import \w+ from/m);
    expect(materialGroup).toContain(
      `"material-list": { joy: false, load: () => import('@/content/material-list'), styling: 'System', stylings: {} }`,
    );
    expect(materialGroup).toMatch(/^}\);$/m);
    expect(materialGroup).not.toContain('JoyDemoProvider');

    const joyGroup = await read('page-demos/joy-ui__react-card.js');
    expect(joyGroup).toContain("import { demoGroup, JoyDemoProvider } from '@/registry/demo-group-kit';");
    expect(joyGroup).toContain('"joy-card": { joy: true');
    expect(joyGroup).toContain('}, { JoyDemoProvider });');

    const registry = await read('demo-registry.js');
    expect(registry).toContain(
      '"material-list": { title: "material-list", page: "material-ui__react-card", name: "material-list"',
    );
  });

  it('keeps other stylings lazy, the Tailwind one behind its stylesheet', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-demos-'));
    const base = demo('select', { '@mui/base': '5.0.0-beta.58' }, '/base-ui/react-select/');
    base.variants.push(
      { ...base.variants[0], styling: 'Tailwind', importPath: '@/content/select-tailwind' },
      { ...base.variants[0], styling: 'CSS', importPath: '@/content/select-css' },
    );
    await writeDemos([base], path.join(dir, 'out'), path.join(dir, 'public'));
    const group = await readFile(path.join(dir, 'out', 'page-demos', 'base-ui__react-select.js'), 'utf8');
    expect(group).toContain(
      "import { demoGroup, tailwindVariant, variant } from '@/registry/demo-group-kit';",
    );
    expect(group).toContain(
      "styling: 'System', stylings: { Tailwind: tailwindVariant(() => import('@/content/select-tailwind')), CSS: variant(() => import('@/content/select-css')) }",
    );
    expect(group).not.toContain('tailwindScope');
  });

  it('imports the Tailwind stylesheet with the page group when a demo is Tailwind only', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-demos-'));
    const only = demo('prefs', { '@mui/base': '5.0.0-beta.58' }, '/base-ui/customization/tailwind/');
    only.variants[0] = { ...only.variants[0], styling: 'Tailwind', importPath: '@/content/prefs-tailwind' };
    const threeWays = demo('select', { '@mui/base': '5.0.0-beta.58' }, '/base-ui/react-select/');
    threeWays.variants.push({
      ...threeWays.variants[0],
      styling: 'Tailwind',
      importPath: '@/content/select-tw',
    });
    await writeDemos([only, threeWays], path.join(dir, 'out'), path.join(dir, 'public'));
    const read = (page: string) => readFile(path.join(dir, 'out', 'page-demos', `${page}.js`), 'utf8');
    const onlyGroup = await read('base-ui__customization__tailwind');
    expect(onlyGroup).toContain("import { demoGroup, tailwindScope } from '@/registry/demo-group-kit';");
    expect(onlyGroup).toContain(
      `"prefs": { joy: false, load: () => import('@/content/prefs-tailwind'), styling: 'Tailwind', stylings: {} }`,
    );
    expect(onlyGroup).toContain('}, { loaded: [tailwindScope] });');
    // Where Tailwind is a second styling, the stylesheet stays behind its lazy import.
    expect(await read('base-ui__react-select')).not.toContain('tailwindScope');
  });

  it('mounts grid demos after the first two lazily on pages with many grids, and sets the X license first', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'write-demos-'));
    const grid = { '@mui/x-data-grid': '7.29.13', react: '18.3.1' };
    const pro = { '@mui/x-data-grid-pro': '7.29.13', react: '18.3.1' };
    const route = '/x/react-data-grid/editing/';
    const demos = [
      demo('g1', grid, route),
      demo('g2', grid, route),
      demo('g3', pro, route),
      demo('g4', grid, route),
    ];
    expect([...deferredDemos(demos)]).toEqual(['g3', 'g4']);
    expect(deferredDemos(demos.slice(0, 3)).size).toBe(0);
    await writeDemos(demos, path.join(dir, 'out'), path.join(dir, 'public'));
    const group = await readFile(path.join(dir, 'out', 'page-demos/x__react-data-grid__editing.js'), 'utf8');
    expect(group).toContain("import { demoGroup, NearViewport, xLicense } from '@/registry/demo-group-kit';");
    expect(group).toContain('"g1": { joy: false, load: ');
    expect(group).toContain('"g3": { joy: false, deferred: true, load: ');
    expect(group).toContain('}, { NearViewport, loaded: [xLicense] });');
  });
});
