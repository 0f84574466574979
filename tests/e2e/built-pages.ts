import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_SITE_DIR, stagedPage } from '../../src/pipeline/site/static-site';

const NEXT_DIR = path.join(process.cwd(), '.next');
const GENERATED_DIR = path.join(process.cwd(), 'generated');

export interface BuiltPage {
  /** URL path with the trailing slash the site serves. */
  url: string;
  /** The page as the server sends it: the static site's copy (src/pipeline/site/static-site.ts). */
  htmlFile: string;
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * Every statically generated page of the production build, from Next's own route list: each
 * prerendered route whose source is a page (not a route handler such as the sitemap). A page
 * route without its page in the static site throws, so the crawl cannot shrink without failing.
 */
export function builtPages(): BuiltPage[] {
  const manifest = readJson<{ routes: Record<string, { srcRoute?: string | null }> }>(
    path.join(NEXT_DIR, 'prerender-manifest.json'),
  );
  const appRoutes = readJson<Record<string, string>>(path.join(NEXT_DIR, 'app-path-routes-manifest.json'));
  const pageSources = new Set(
    Object.entries(appRoutes)
      .filter(([entry]) => entry.endsWith('/page'))
      .map(([, route]) => route),
  );
  const pages = Object.entries(manifest.routes)
    .filter(([route, entry]) => route !== '/_not-found' && pageSources.has(entry.srcRoute ?? route))
    .map(([route]) => ({
      url: route === '/' ? '/' : `${route}/`,
      htmlFile: path.join(process.cwd(), STATIC_SITE_DIR, stagedPage(route)?.staged ?? `${route}.missing`),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
  const withoutHtml = pages.filter((page) => !existsSync(page.htmlFile)).map((page) => page.url);
  if (withoutHtml.length > 0) {
    throw new Error(`Prerendered page routes missing from the static site: ${withoutHtml.join(', ')}`);
  }
  return pages;
}

/**
 * The pages the prebuild produced content for (every content page and every standalone demo),
 * read from its outputs: each must be among the built pages.
 */
export function pagesThePrebuildPromised(): string[] {
  const contentPages = readJson<{ route: string }[]>(path.join(GENERATED_DIR, 'pages.json')).map(
    (page) => page.route,
  );
  const registry = readFileSync(path.join(GENERATED_DIR, 'demo-registry.js'), 'utf8');
  const demoPages = [...registry.matchAll(/^ {2}"([^"]+)": \{/gm)].map(([, id]) => `/demos/${id}/`);
  if (contentPages.length === 0 || demoPages.length === 0) {
    throw new Error('The prebuild outputs list no content pages or no demos: run `npm run build` first.');
  }
  return [...contentPages, ...demoPages];
}

/** How many demos the prebuild put on a page (its `<Demo>` tags), from the demo registry. */
export function demoCountOf(route: string): number {
  const registry = readFileSync(path.join(GENERATED_DIR, 'demo-registry.js'), 'utf8');
  return [...registry.matchAll(/ route: "([^"]+)"/g)].filter(([, demoRoute]) => demoRoute === route).length;
}
