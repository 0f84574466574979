import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NEXT_DIR = path.join(process.cwd(), '.next');

export interface BuiltPage {
  /** URL path with the trailing slash the site serves. */
  url: string;
  htmlFile: string;
}

/** Every statically generated HTML page of the production build, read from Next's own manifest. */
export function builtPages(): BuiltPage[] {
  const manifestFile = path.join(NEXT_DIR, 'prerender-manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No production build found: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes)
    .filter((route) => route !== '/_not-found')
    .map((route) => ({
      url: route === '/' ? '/' : `${route}/`,
      htmlFile: path.join(NEXT_DIR, 'server/app', route === '/' ? 'index.html' : `${route}.html`),
    }))
    .filter((page) => existsSync(page.htmlFile))
    .sort((a, b) => a.url.localeCompare(b.url));
}
