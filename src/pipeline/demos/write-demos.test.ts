import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoRecord } from '@/model/demo-record';
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
  it('writes one loader and one demo group per page, with the Joy provider only where Joy is used', async () => {
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

    const loaders = await read('demo-loaders.js');
    expect(loaders).toContain(
      `"material-ui__react-card": () => import('./page-demos/material-ui__react-card.js'),`,
    );
    expect(loaders).toContain(`"joy-ui__react-card": () => import('./page-demos/joy-ui__react-card.js'),`);

    const materialGroup = await read('page-demos/material-ui__react-card.js');
    expect(materialGroup).toContain("import D0 from '@/content/material-card';");
    expect(materialGroup).toContain("import D1 from '@/content/material-list';");
    expect(materialGroup).toContain('"material-list": { joy: false, Default: D1, stylings: { System: D1 } }');
    expect(materialGroup).not.toContain('joy-demo-provider');

    const joyGroup = await read('page-demos/joy-ui__react-card.js');
    expect(joyGroup).toContain("import JoyDemoProvider from '@/components/demo/joy-demo-provider.client';");
    expect(joyGroup).toContain('"joy-card": { joy: true');

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
      "const D0_Tailwind = dynamic(() => import('@/components/demo/tailwind-scope.css').then(() => import('@/content/select-tailwind')));",
    );
    expect(group).toContain("const D0_CSS = dynamic(() => import('@/content/select-css'));");
    expect(group).toContain('stylings: { System: D0, Tailwind: D0_Tailwind, CSS: D0_CSS }');
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
    expect(onlyGroup).toContain("import '@/components/demo/tailwind-scope.css';");
    expect(onlyGroup).toContain("import D0 from '@/content/prefs-tailwind';");
    expect(onlyGroup).toContain('"prefs": { joy: false, Default: D0, stylings: { Tailwind: D0 } }');
    // Where Tailwind is a second styling, the stylesheet stays behind its lazy import.
    expect(await read('base-ui__react-select')).not.toContain(
      "import '@/components/demo/tailwind-scope.css';",
    );
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
    expect(group).toContain("import '@generated/x-license';");
    expect(group).toContain('"g1": { joy: false, Default: D0,');
    expect(group).toContain('"g3": { joy: false, deferred: true, Default: D2,');
    expect(group).toContain('if (demo.deferred) return createElement(NearViewport, null, element);');
  });
});
