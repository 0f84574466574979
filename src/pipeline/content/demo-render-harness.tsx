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

/** The files of a demo folder `demos/<name>/` that are demos themselves: its styling variants. */
export const VARIANT_FILES = ['system.tsx', 'tailwind.tsx', 'css.tsx'];

/**
 * The demo entry files in every `demos/` folder below the product's top-level folders that
 * `include` accepts, relative to the product folder: `demos/x.tsx` files, and the styling variants
 * of `demos/x/` folders (not their helpers).
 */
export function demoFilesUnder(productRoot: string, include: (folder: string) => boolean): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return [];
      const full = path.join(dir, entry.name);
      if (entry.name !== 'demos') return walk(full);
      return readdirSync(full, { withFileTypes: true }).flatMap((demo) => {
        if (demo.isFile() && demo.name.endsWith('.tsx')) return [path.join(full, demo.name)];
        if (!demo.isDirectory()) return [];
        return VARIANT_FILES.map((file) => path.join(full, demo.name, file)).filter((file) => existsSync(file));
      });
    });
  return readdirSync(productRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && include(entry.name))
    .flatMap((entry) => walk(path.join(productRoot, entry.name)))
    .map((file) => path.relative(productRoot, file));
}

/** The demos of a product's component pages (its `react-<name>` folders). */
export function componentPageDemoFiles(productRoot: string): string[] {
  return demoFilesUnder(productRoot, (folder) => folder.startsWith('react-'));
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
