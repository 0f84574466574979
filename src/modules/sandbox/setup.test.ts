import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxProject } from './project';
import { paletteStylesheet, paletteVariablesUsed, sandboxSetup } from './setup';

const palettes = {
  light: {
    primary: { main: '#005BB8', contrastText: '#fff' },
    text: { secondary: '#444E5C' },
    grey: { 600: '#637083' },
  },
  dark: {
    primary: { main: '#6DB5FF', contrastText: '#0C1015' },
    text: { secondary: '#C5CEDA' },
    grey: { 600: '#637083' },
  },
};
const versions = { tailwindcss: '3.4.19', postcss: '8.5.33' };

describe('palette variables', () => {
  it('finds the names read with var(), in styles and in Tailwind arbitrary values', () => {
    const system = "const Root = styled('div')({ color: 'var(--mui-palette-text-secondary)' });";
    const tailwind =
      '<b className="bg-[color:var(--mui-palette-primary-main)] text-[color:var( --mui-palette-grey-600)]" />';
    expect(paletteVariablesUsed([system, tailwind])).toEqual([
      '--mui-palette-grey-600',
      '--mui-palette-primary-main',
      '--mui-palette-text-secondary',
    ]);
    expect(paletteVariablesUsed(['const gap = "var(--mui-spacing)";'])).toEqual([]);
  });

  it('declares each one with the light value, and the dark value under prefers-color-scheme', () => {
    const css = paletteStylesheet(['--mui-palette-primary-contrastText', '--mui-palette-grey-600'], palettes);
    const [light, dark] = css.split('@media (prefers-color-scheme: dark)');
    expect(light).toContain('--mui-palette-primary-contrastText: #fff;');
    expect(light).toContain('--mui-palette-grey-600: #637083;');
    expect(dark).toContain('--mui-palette-primary-contrastText: #0C1015;');
  });

  it('rejects a name the theme does not define', () => {
    expect(() => paletteStylesheet(['--mui-palette-primary-mian'], palettes)).toThrow(
      /--mui-palette-primary-mian is not a variable of the site theme's light palette/,
    );
  });
});

describe('sandboxSetup', () => {
  it('adds nothing for a demo that reads no palette variable and needs no build step', () => {
    expect(
      sandboxSetup({ styling: 'System', sources: ['export default () => null;'], palettes, versions }),
    ).toBe(undefined);
  });

  it('gives a CSS demo the palette stylesheet, imported before the demo', () => {
    const setup = sandboxSetup({
      styling: 'CSS',
      sources: ['import "./x.css";', '.x { color: var(--mui-palette-primary-main); }'],
      palettes,
      versions,
    });
    expect(setup?.entryImports).toEqual(['./site-palette.css']);
    expect(setup?.files['src/site-palette.css']).toContain('--mui-palette-primary-main: #005BB8;');
    expect(setup?.devDependencies).toEqual({});
  });

  it('asks for installed versions of Tailwind and PostCSS, and fails without them', () => {
    const setup = sandboxSetup({
      styling: 'Tailwind',
      sources: ['<b className="p-2" />'],
      palettes,
      versions,
    });
    expect(setup?.devDependencies).toEqual({ tailwindcss: '3.4.19', postcss: '8.5.33' });
    expect(() =>
      sandboxSetup({ styling: 'Tailwind', sources: [''], palettes, versions: { postcss: '8.5.33' } }),
    ).toThrow(/tailwindcss/);
  });
});

describe('a Tailwind sandbox project', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-tailwind-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compiles the utilities its demo uses with the installed Tailwind, from the files it ships', async () => {
    const demo = [
      'export default function Chip() {',
      '  return <span className="rounded-full px-3 text-[color:var(--mui-palette-primary-main)]">New</span>;',
      '}',
      '',
    ].join('\n');
    const project = createSandboxProject({
      title: 'Chip',
      language: 'TS',
      files: { 'Demo.tsx': demo },
      entry: 'Demo.tsx',
      dependencies: { react: '18.3.1', 'react-dom': '18.3.1' },
      setup: sandboxSetup({ styling: 'Tailwind', sources: [demo], palettes, versions }),
      toolVersions: { vite: '5', pluginReact: '4', typescript: '5', typesReact: '18', typesReactDom: '18' },
    });
    for (const [file, content] of Object.entries(project.files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
    expect(project.files['src/index.tsx']).toMatch(
      /import '\.\/site-palette\.css';\nimport '\.\/tailwind\.css';/,
    );
    expect(JSON.parse(project.files['package.json']).devDependencies.tailwindcss).toBe('3.4.19');

    const result = await postcss([tailwindcss(path.join(dir, 'tailwind.config.js'))]).process(
      readFileSync(path.join(dir, 'src/tailwind.css'), 'utf8'),
      { from: path.join(dir, 'src/tailwind.css') },
    );
    expect(result.css).toContain('.rounded-full');
    expect(result.css).toContain('.px-3');
    expect(result.css).toMatch(
      /\.text-\\\[color\\:var\\\(--mui-palette-primary-main\\\)\\\]\s*\{\s*color: var\(--mui-palette-primary-main\)/,
    );
    // Preflight stays off, as on the site: no element resets.
    expect(result.css).not.toMatch(/border-style:\s*solid/);
  });
});
