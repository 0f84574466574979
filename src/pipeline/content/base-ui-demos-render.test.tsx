/**
 * Server-renders every Base UI demo variant (System, Tailwind, CSS and single-file demos) in
 * development mode and fails on any console error or warning: key warnings, hook misuse, MUI's
 * dev checks. Tailwind classes and CSS imports do nothing here; what is checked is the React tree.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/base-ui');
const VARIANT_FILES = ['system.tsx', 'tailwind.tsx', 'css.tsx'];

/** Demo entry files: `demos/x.tsx`, or the variant files of a `demos/x/` folder (not its helpers). */
const demoFiles = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('react-'))
  .flatMap((entry) => {
    const dir = path.join(contentRoot, entry.name, 'demos');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true }).flatMap((demo) => {
      if (demo.isFile() && demo.name.endsWith('.tsx')) return [path.join(entry.name, 'demos', demo.name)];
      if (!demo.isDirectory()) return [];
      return VARIANT_FILES.filter((file) => existsSync(path.join(dir, demo.name, file))).map((file) =>
        path.join(entry.name, 'demos', demo.name, file),
      );
    });
  });

describe('Base UI demos render without warnings', () => {
  const messages = captureConsole();

  it('finds every page and all three variants of each main demo', () => {
    const variants = demoFiles.filter((file) => VARIANT_FILES.includes(path.basename(file)));
    expect(variants.length).toBeGreaterThanOrEqual(21 * 3);
    expect(demoFiles.length - variants.length).toBeGreaterThanOrEqual(21);
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
