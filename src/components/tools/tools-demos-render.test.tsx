/**
 * Server-renders the demos of the tool pages (playgrounds, localization, icons) in development
 * mode and fails on any console error or warning, like demos-render.test.tsx does for the
 * component pages (which only scans `react-*` folders).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, renderDemoFile } from '@/pipeline/content/demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/material-ui');
const pages = [
  'customization/density-playground',
  'customization/color-playground',
  'guides/localization',
  'material-icons',
];
const demoFiles = pages.flatMap((page) =>
  readdirSync(path.join(contentRoot, page, 'demos'))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(page, 'demos', file)),
);

describe('tool page demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos', () => expect(demoFiles).toHaveLength(6));

  it.each(demoFiles)('%s', async (file) => {
    const html = await renderDemoFile(path.join(contentRoot, file), (demo) => (
      <ThemeProvider theme={createTheme()}>{demo}</ThemeProvider>
    ));
    expect(html.length).toBeGreaterThan(0);
    expect(messages()).toEqual([]);
  });
});
