/**
 * Server-renders, in development mode, the demos of Base UI's non-component sections (getting
 * started, customization, guides, design resources...), failing on any console error or warning.
 * `base-ui-demos-render.test.tsx` covers the `react-*` component pages; this covers the rest.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/base-ui');
const VARIANT_FILES = ['system.tsx', 'tailwind.tsx', 'css.tsx'];

/** Demo entry files under `dir`: `demos/x.tsx`, or the variant files of a `demos/x/` folder. */
function demosUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    if (entry.name !== 'demos') return demosUnder(full);
    return readdirSync(full, { withFileTypes: true }).flatMap((demo) => {
      if (demo.isFile() && demo.name.endsWith('.tsx')) return [path.join(full, demo.name)];
      if (!demo.isDirectory()) return [];
      return VARIANT_FILES.map((file) => path.join(full, demo.name, file)).filter((file) => existsSync(file));
    });
  });
}

const demoFiles = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('react-'))
  .flatMap((entry) => demosUnder(path.join(contentRoot, entry.name)))
  .map((file) => path.relative(contentRoot, file));

describe('Base UI section demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos of the customization, guides and design-resources sections', () => {
    const sections = new Set(demoFiles.map((file) => file.split(path.sep)[0]));
    expect([...sections].sort()).toEqual(expect.arrayContaining(['customization', 'design-resources', 'guides']));
    expect(demoFiles.length).toBeGreaterThanOrEqual(6);
  });

  it.each(demoFiles)('%s', async (file) => {
    const html = await renderDemoFile(path.join(contentRoot, file), (demo) => (
      <ThemeProvider theme={createTheme()}>
        {demo}
      </ThemeProvider>
    ));
    expect(html.length).toBeGreaterThan(0);
    expect(messages()).toEqual([]);
  });
});
