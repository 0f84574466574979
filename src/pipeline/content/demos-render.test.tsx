/**
 * Server-renders every Material UI demo in development mode and fails on any console error or
 * warning: React key and prop-type warnings, MUI's own dev warnings (out-of-range select values,
 * wrong children), hooks misuse. The production crawl cannot see these, since React and MUI strip
 * them from production builds.
 */
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, componentPageDemoFiles, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/material-ui');
const demoFiles = componentPageDemoFiles(contentRoot);

describe('Material UI demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(60);
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
