/**
 * Server-renders every Joy UI demo in development mode, inside the site's Material UI theme and the
 * JoyDemoProvider the generated demo wrappers use, and fails on any console error or warning (React
 * key and prop-type warnings, Joy's dev warnings), which the production crawl cannot see.
 */
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, componentPageDemoFiles, renderDemoFile } from './demo-render-harness';
import JoyDemoProvider from '@/components/demo/joy-demo-provider.client';

const contentRoot = path.resolve(__dirname, '../../../content/joy-ui');
const demoFiles = componentPageDemoFiles(contentRoot);

describe('Joy UI demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(40);
  });

  it.each(demoFiles)('%s', async (file) => {
    const html = await renderDemoFile(path.join(contentRoot, file), (demo) => (
      <ThemeProvider theme={createTheme({ cssVariables: true })}>
        <JoyDemoProvider>
          {demo}
        </JoyDemoProvider>
      </ThemeProvider>
    ));
    // Joy class names prove the Joy theme, not Material's, styled the demo.
    expect(html).toContain('Joy');
    expect(messages()).toEqual([]);
  });
});
