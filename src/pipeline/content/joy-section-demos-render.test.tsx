/**
 * Server-renders the demos of Joy UI's non-component pages (getting started, customization,
 * integrations, design resources) the way joy-demos-render.test.tsx renders component-page demos:
 * inside the site's Material UI theme and JoyDemoProvider, failing on any console error or warning.
 */
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, demoFilesUnder, renderDemoFile } from './demo-render-harness';
import JoyDemoProvider from '@/components/demo/joy-demo-provider.client';

const contentRoot = path.resolve(__dirname, '../../../content/joy-ui');
const SECTIONS = ['getting-started', 'main-features', 'customization', 'integrations', 'migration', 'design-resources'];

const demoFiles = demoFilesUnder(contentRoot, (folder) => SECTIONS.includes(folder));

describe('Joy UI section demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(12);
  });

  it.each(demoFiles)('%s', async (file) => {
    const html = await renderDemoFile(path.join(contentRoot, file), (demo) => (
      <ThemeProvider theme={createTheme({ cssVariables: true })}>
        <JoyDemoProvider>{demo}</JoyDemoProvider>
      </ThemeProvider>
    ));
    // Joy class names prove the Joy theme, not Material's, styled the demo.
    expect(html).toContain('Joy');
    expect(messages()).toEqual([]);
  });
});
