/** One page of the built site, as every machine-readable output (twins, llms.txt, sitemap, OG) sees it. */
export interface SitePage {
  /** URL path with the trailing slash the site serves. */
  route: string;
  title: string;
  description: string;
  /** Which llms.txt lists it: a product segment, or '' for the root index. */
  section: string;
  /** In the sitemap: indexable pages only (no experiments, hidden pages or standalone demos). */
  sitemap: boolean;
  /** The Markdown twin's content. */
  markdown: string;
  /** Short label on the OpenGraph image, e.g. the product name. */
  label: string;
  /** ISO date of the last content change, when known (sitemap `lastmod`). */
  lastModified?: string;
}
