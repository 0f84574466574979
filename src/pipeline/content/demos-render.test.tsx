/**
 * Server-renders every Material UI demo in development mode and fails on any console error or
 * warning: React key and prop-type warnings, MUI's own dev warnings (out-of-range select values,
 * wrong children), hooks misuse. The production crawl cannot see these, since React and MUI strip
 * them from production builds.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const contentRoot = path.resolve(__dirname, '../../../content/material-ui');
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

describe('Material UI demos render without warnings', () => {
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds the demos', () => {
    expect(demoFiles.length).toBeGreaterThanOrEqual(60);
  });

  it.each(demoFiles)('%s', async (file) => {
    const { default: Demo } = (await import(path.join(contentRoot, file))) as { default: React.ComponentType };
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <Demo />
      </ThemeProvider>,
    );
    expect(html.length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });
});
