/**
 * Server-renders the demos of the tool pages (playgrounds, localization, icons) in development
 * mode and fails on any console error or warning, like demos-render.test.tsx does for the
 * component pages (which only scans `react-*` folders).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds the demos', () => expect(demoFiles).toHaveLength(6));

  it.each(demoFiles)('%s', async (file) => {
    const { default: Demo } = (await import(path.join(contentRoot, file))) as {
      default: React.ComponentType;
    };
    const html = renderToString(
      <ThemeProvider theme={createTheme()}>
        <Demo />
      </ThemeProvider>,
    );
    expect(html.length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });
});
