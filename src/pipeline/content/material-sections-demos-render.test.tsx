/**
 * Server-renders, in development mode, every demo of Material UI's Guides, Integrations,
 * Migration, Discover more and Design resources sections, failing on any console error or warning
 * (React and MUI development warnings never reach the production crawl).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, renderDemoFile } from './demo-render-harness';

const contentRoot = path.resolve(__dirname, '../../../content/material-ui');
const sections = ['guides', 'integrations', 'migration', 'discover-more', 'design-resources'];

/** `<section>/<page>/demos/<file>.tsx`, for every page folder of the sections. */
function sectionDemos(section: string): string[] {
  const root = path.join(contentRoot, section);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'demos')))
    .flatMap((entry) =>
      readdirSync(path.join(root, entry.name, 'demos'))
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.join(section, entry.name, 'demos', file)),
    );
}

const demoFiles = sections.flatMap(sectionDemos);
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
