/**
 * Server-renders the demos of Joy UI's non-component pages (getting started, customization,
 * integrations, design resources) the way joy-demos-render.test.tsx renders component-page demos:
 * inside the site's Material UI theme and JoyDemoProvider, failing on any console error or warning.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { captureConsole, renderDemoFile } from './demo-render-harness';
import JoyDemoProvider from '@/components/demo/joy-demo-provider.client';

const contentRoot = path.resolve(__dirname, '../../../content/joy-ui');
const SECTIONS = ['getting-started', 'customization', 'integrations', 'design-resources'];

/** `<section>/<page>/demos/<demo>.tsx` paths, relative to the product folder. */
function sectionDemoFiles(): string[] {
  return SECTIONS.flatMap((section) => {
    const sectionDir = path.join(contentRoot, section);
    if (!existsSync(sectionDir)) return [];
    return readdirSync(sectionDir).flatMap((page) => {
      const dir = path.join(sectionDir, page, 'demos');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.join(section, page, 'demos', file));
    });
  });
}

const demoFiles = sectionDemoFiles();

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
