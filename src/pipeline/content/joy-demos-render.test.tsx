/**
 * Server-renders every Joy UI demo in development mode, inside the site's Material UI theme and the
 * JoyDemoProvider the generated demo wrappers use, and fails on any console error or warning (React
 * key and prop-type warnings, Joy's dev warnings), which the production crawl cannot see.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import JoyDemoProvider from '@/components/demo/joy-demo-provider.client';

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
    expect(demoFiles.length).toBeGreaterThanOrEqual(40);
  });

  it.each(demoFiles)('%s', async (file) => {
    const { default: Demo } = (await import(path.join(contentRoot, file))) as { default: React.ComponentType };
    const html = renderToString(
      <ThemeProvider theme={createTheme({ cssVariables: true })}>
        <JoyDemoProvider>
          <Demo />
        </JoyDemoProvider>
      </ThemeProvider>,
    );
    // Joy class names prove the Joy theme, not Material's, styled the demo.
    expect(html).toContain('Joy');
    expect(messages).toEqual([]);
  });
});
