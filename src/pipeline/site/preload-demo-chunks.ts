/**
 * Adds a page's demo chunks to its prerendered HTML as async scripts, so they download alongside
 * the page's own chunks instead of after hydration asks for them. A demo whose chunk is in when
 * hydration reaches it hydrates in place; one still loading gets its server HTML thrown away as soon
 * as any context above it changes (page-demo.client.tsx).
 *
 * Webpack reuses a script tag already in the document for a chunk it loads, so nothing downloads twice.
 */
export type LoadableManifest = Record<string, { files: string[] }>;

/** Keys of next build's react-loadable-manifest.json for the two dynamic imports PageDemo makes. */
export const LOADERS_KEY = 'src/components/demo/page-demo.client.tsx -> @/generated/demo-loaders';
export const pageDemosKey = (page: string) => `src/generated/demo-loaders.js -> ./page-demos/${page}.js`;

export interface PreloadedPage {
  html: string;
  /** The script files added, as `/_next/...` URLs. */
  added: string[];
}

export function preloadDemoChunks(html: string, manifest: LoadableManifest): PreloadedPage {
  // Demo ids are `<page>--<name>` (remark-demos.ts); page ids never contain "--".
  const pages = new Set([...html.matchAll(/data-demo="([^"]+?)--/g)].map((match) => match[1]));
  if (!pages.size) return { html, added: [] };
  const entry = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`preload-demo-chunks: no "${key}" in react-loadable-manifest.json`);
    return found.files;
  };
  const files = [entry(LOADERS_KEY), ...[...pages].map((page) => entry(pageDemosKey(page)))].flat();
  const added = [...new Set(files)]
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/_next/${file}`)
    .filter((src) => !html.includes(`src="${src}"`));
  const tags = added.map((src) => `<script src="${src}" async=""></script>`).join('');
  if (!html.includes('</head>')) throw new Error('preload-demo-chunks: the page has no </head>');
  return { html: html.replace('</head>', `${tags}</head>`), added };
}
