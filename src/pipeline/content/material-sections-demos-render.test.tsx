/**
 * Server-renders, in development mode, every demo of Material UI's Guides, Integrations,
 * Migration, Discover more and Design resources sections, failing on any console error or warning
 * (React and MUI development warnings never reach the production crawl).
 */
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, demoFilesUnder, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/material-ui');
const sections = ['guides', 'integrations', 'migration', 'discover-more', 'design-resources'];

const demoFiles = demoFilesUnder(contentRoot, (folder) => sections.includes(folder));
const siteLikeTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: { light: true, dark: true },
});

describe('Material UI guides and other sections: demos render without warnings', () => {
  const messages = captureConsole();

  it('finds the demos', () => {
    // localization, composition and responsive UI carry one demo each today.
    expect(demoFiles.length).toBeGreaterThanOrEqual(3);
  });

  it.each(demoFiles)('%s', async (file) => {
    const html = await renderDemoFile(path.join(contentRoot, file), (demo) => (
      <ThemeProvider theme={siteLikeTheme}>{demo}</ThemeProvider>
    ));
    expect(html.length).toBeGreaterThan(0);
    expect(messages()).toEqual([]);
  });
});
