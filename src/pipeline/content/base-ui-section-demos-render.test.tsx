/**
 * Server-renders, in development mode, the demos of Base UI's non-component sections (getting
 * started, customization, guides, design resources...), failing on any console error or warning.
 * `base-ui-demos-render.test.tsx` covers the `react-*` component pages; this covers the rest.
 */
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, demoFilesUnder, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/base-ui');
const demoFiles = demoFilesUnder(contentRoot, (folder) => !folder.startsWith('react-'));

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
