/**
 * Server-renders, in development mode, every demo of the Material UI customization and
 * getting-started pages and of MUI System, failing on any console error or warning (the
 * production crawl cannot see React's and MUI's development warnings). The outer theme uses CSS
 * variables with both schemes, like the site's, since several demos nest their own theme in it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(25);
  });

  it.each(demoFiles)('%s', async (file) => {
    const { default: Demo } = (await import(path.join(contentRoot, file))) as { default: React.ComponentType };
    const html = renderToString(
      <ThemeProvider theme={siteLikeTheme}>
        <Demo />
      </ThemeProvider>,
    );
    expect(html.length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });
});
