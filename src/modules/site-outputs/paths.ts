/**
 * Where each page's machine-readable twins live. The site serves pages with a trailing slash, so
 * the twin drops it and adds the extension: `/material-ui/react-button/` → `/material-ui/react-button.md`.
 * The home page's twin is `/index.md`.
 */
function key(route: string): string {
  if (!route.startsWith('/') || !route.endsWith('/')) {
    throw new Error(`Expected a page route with leading and trailing slashes, got "${route}"`);
  }
  return route === '/' ? 'index' : route.slice(1, -1);
}

/** The Markdown twin of a page. */
export const markdownPath = (route: string) => `/${key(route)}.md`;

/** The generated OpenGraph image of a page (1200 × 630 PNG). */
export const ogImagePath = (route: string) => `/og/${key(route)}.png`;

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Index of every page for language models: the root one, and one per product. */
export const llmsPath = (section?: string) => (section ? `/${section}/llms.txt` : '/llms.txt');

export const SITEMAP_PATH = '/sitemap.xml';

/** The blog's RSS feed. */
export const FEED_PATH = '/blog/feed.xml';

/** Public URL of the list the 404 page ranks (written at postbuild; only the 404 page fetches it). */
export const PAGE_LIST_URL = '/generated/page-list.json';
