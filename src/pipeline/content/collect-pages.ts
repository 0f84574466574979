import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from './frontmatter';
import type { Frontmatter } from '@/model/frontmatter-schema';

export interface PageSource {
  /** Public URL path with trailing slash, e.g. `/material-ui/getting-started/`. */
  route: string;
  /** Path of the source file relative to the repository root. */
  file: string;
  /** First URL segment: the product folder. */
  segment: string;
  frontmatter: Frontmatter;
  source: string;
}

export const PAGE_FILE = 'index.mdx';
/** Top-level content folders with a collector and schema of their own (src/pipeline/blog). */
export const SEPARATE_COLLECTIONS = new Set(['blog']);

async function* walk(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (top && SEPARATE_COLLECTIONS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    // A page's `demos/` folder holds demo files; a folder named so with its own index.mdx is a
    // page (`/experiments/docs/demos/`).
    if (entry.name === 'demos' && !existsSync(path.join(full, PAGE_FILE))) continue;
    if (entry.isDirectory()) yield* walk(full, false);
    else if (entry.name === PAGE_FILE) yield full;
  }
}

/** Every `content/**\/index.mdx`: the folder path is the URL, the frontmatter is validated. */
export async function collectPages(contentRoot: string, repoRoot: string): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  for await (const absolute of walk(contentRoot)) pages.push(await readPage(absolute, contentRoot, repoRoot));
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** One page from its absolute `index.mdx` path. */
export async function readPage(absolute: string, contentRoot: string, repoRoot: string): Promise<PageSource> {
  const file = path.relative(repoRoot, absolute).split(path.sep).join('/');
  const route = routeOfPage(absolute, contentRoot);
  const source = await readFile(absolute, 'utf8');
  const { data } = parseFrontmatter(source, file);
  return { route, file, segment: route.split('/')[1], frontmatter: data, source };
}

/** The URL of a page from its `index.mdx` path: its folder under content/, with slashes. */
export function routeOfPage(absolute: string, contentRoot: string): string {
  return `/${path.relative(contentRoot, path.dirname(absolute)).split(path.sep).join('/')}/`;
}
