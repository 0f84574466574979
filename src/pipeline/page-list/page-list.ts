import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '@/modules/nearest-pages';

/** `<title>` text without the site-name suffix the layout's title template adds. */
export function titleFromHtml(html: string, siteName: string): string {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  if (!match) return '';
  const title = match[1]
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
  const suffix = ` - ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Every prerendered page (from Next's prerender manifest) with its title, sorted by path. */
export function pageListFromBuild(nextDir: string, siteName: string): PageEntry[] {
  const manifestFile = path.join(nextDir, 'prerender-manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${manifestFile}: no production build, run \`next build\` first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { routes: Record<string, unknown> };
  const entries: PageEntry[] = [];
  for (const route of Object.keys(manifest.routes)) {
    if (route === '/_not-found' || route.startsWith('/demos/')) continue;
    const htmlFile = path.join(nextDir, 'server/app', route === '/' ? 'index.html' : `${route}.html`);
    if (!existsSync(htmlFile)) continue;
    entries.push({
      path: route === '/' ? '/' : `${route}/`,
      title: titleFromHtml(readFileSync(htmlFile, 'utf8'), siteName),
    });
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}
