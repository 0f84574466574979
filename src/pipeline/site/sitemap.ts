import type { SitePage } from './site-page';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** sitemaps.org XML of the indexable pages (`sitemap: true`), absolute URLs, `lastmod` when known. */
export function buildSitemap(origin: string, pages: readonly SitePage[]): string {
  const urls = pages
    .filter((page) => page.sitemap)
    .map((page) => {
      const loc = `    <loc>${escapeXml(new URL(page.route, origin).href)}</loc>`;
      const lastmod = page.lastModified ? [`    <lastmod>${page.lastModified.slice(0, 10)}</lastmod>`] : [];
      return ['  <url>', loc, ...lastmod, '  </url>'].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
