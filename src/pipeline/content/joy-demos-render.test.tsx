/**
 * Server-renders every Joy UI demo in development mode, inside the provider the site wraps them in
 * (JoyDemoProvider) under a Material UI theme as on the site (icons from @mui/icons-material and
 * Joy's Grid read the outer, non-Joy theme), and fails on any console error or warning: React key and prop-type warnings
 * and Joy's own dev warnings, which production builds strip and the crawl therefore cannot see.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import Sheet from '@mui/joy/Sheet';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoyDemoProvider } from '@/components/demos/JoyDemoProvider';

const contentRoot = path.resolve(__dirname, '../../../content/joy-ui');
const demoFiles = readdirSync(contentRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('react-'))
  .flatMap((entry) => {
    const dir = path.join(contentRoot, entry.name, 'demos');
    try {
      return readdirSync(dir)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.join(entry.name, 'demos', file));
    } catch {
      return [];
    }
  });

describe('Joy UI demos render without warnings', () => {
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(42);
  });

  it('declares Joy variables for both site color schemes', () => {
    const html = renderToString(
      <JoyDemoProvider>
        <span />
      </JoyDemoProvider>,
    );
    // Emotion's global styles are inlined on the server: the dark values must hang off `.dark`.
    expect(html).toMatch(/\.dark\{[^}]*--joy-palette-background-surface/);
    expect(html).toMatch(/\.light\{[^}]*--joy-palette-background-surface/);
  });

  it('points scheme-dependent Joy styles (color inversion) at the site classes', () => {
    const html = renderToString(
      <JoyDemoProvider>
        <Sheet variant="solid" color="primary" invertedColors />
      </JoyDemoProvider>,
    );
    // Inverted text colors hang off `.light &, .dark &`, not off Joy's unset data attribute.
    expect(html).toMatch(/\.light \.css-[\w-]+ :not\([^{]*\),\.dark \.css-[\w-]+ :not\([^{]*\)\{[^}]*--joy-palette-text-primary/);
    expect(html).not.toContain('data-joy-color-scheme');
  });

  it.each(demoFiles)('%s', async (file) => {
    const { default: Demo } = (await import(path.join(contentRoot, file))) as { default: React.ComponentType };
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <JoyDemoProvider>
          <Demo />
        </JoyDemoProvider>
      </ThemeProvider>,
    );
    expect(html.length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });
});
