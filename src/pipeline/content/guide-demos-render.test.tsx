/**
 * Server-renders, in development mode, every demo of the Material UI customization and
 * getting-started pages and of MUI System, failing on any console error or warning (the
 * production crawl cannot see React's and MUI's development warnings). The outer theme uses CSS
 * variables with both schemes, like the site's, since several demos nest their own theme in it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content');
const sections = ['material-ui/customization', 'material-ui/getting-started', 'system'];

function demosUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) return [];
    if (entry.name !== 'demos') return demosUnder(full);
    return readdirSync(full)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.relative(contentRoot, path.join(full, file)));
  });
}

const demoFiles = sections.flatMap((section) => demosUnder(path.join(contentRoot, section)));
const siteLikeTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
});

describe('customization, getting-started and System demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(25);
  });

  it.each(demoFiles)('%s', async (file) => {
    const html = await renderDemoFile(path.join(contentRoot, file), (demo) => (
      <ThemeProvider theme={siteLikeTheme}>
        {demo}
      </ThemeProvider>
    ));
    expect(html.length).toBeGreaterThan(0);
    expect(messages()).toEqual([]);
  });
});
