/**
 * Server-renders every Base UI demo variant (System, Tailwind, CSS and single-file demos) in
 * development mode and fails on any console error or warning: key warnings, hook misuse, MUI's
 * dev checks. Tailwind classes and CSS imports do nothing here; what is checked is the React tree.
 */
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { VARIANT_FILES, captureConsole, componentPageDemoFiles, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/base-ui');
/** Demo entry files: `demos/x.tsx`, or the variant files of a `demos/x/` folder (not its helpers). */
const demoFiles = componentPageDemoFiles(contentRoot);

describe('Base UI demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the styling variants of the component pages’ demos', () => {
    // A floor, so a broken file search cannot pass with nothing rendered; that every Base UI demo
    // has all three is the prebuild's check (check-demo-stylings.ts).
    const variants = demoFiles.filter((file) => VARIANT_FILES.includes(path.basename(file)));
    expect(variants.length).toBeGreaterThanOrEqual(21 * 3);
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
