/**
 * Shared by the `*demos-render.test.tsx` files: they server-render demos in development mode and
 * fail on any console error or warning (React key and prop-type warnings, MUI dev warnings), which
 * the production crawl cannot see because React and MUI strip them from production builds.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';

/** The single-file demos of a product folder (its `react-<name>` pages), relative to that folder. */
export function componentPageDemoFiles(productRoot: string): string[] {
  return readdirSync(productRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('react-'))
    .flatMap((entry) => {
      const dir = path.join(productRoot, entry.name, 'demos');
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => path.join(entry.name, 'demos', file));
    });
}

/**
 * Records every console.error/console.warn of each test (call inside a `describe`); the returned
 * function gives the current test's messages.
 */
export function captureConsole(): () => string[] {
  let messages: string[] = [];
  beforeEach(() => {
    messages = [];
    const record = (...args: unknown[]) => messages.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  });
  afterEach(() => vi.restoreAllMocks());
  return () => messages;
}

/** Imports a demo file's default export and renders it inside `wrap` (the theme it needs). */
export async function renderDemoFile(file: string, wrap: (demo: ReactElement) => ReactElement): Promise<string> {
  const { default: Demo } = (await import(file)) as { default: ComponentType };
  return renderToString(wrap(<Demo />));
}
