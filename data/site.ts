import { GITHUB_URL } from './site-links';

export interface SiteConfig {
  name: string;
  /** Absolute origin used for canonical links, sitemaps and OpenGraph. */
  origin: string;
  /** The host the service worker registers on; elsewhere (previews, localhost) it stays off. */
  docsHost: string;
  /** Repository holding this site's sources: "Edit this page" links point into it. */
  repository: string;
  branch: string;
  github: string;
}

/**
 * Site configuration with embedded defaults; each value can be overridden from the environment
 * at build time. The prebuild checks it (src/model/site-schema.ts), so a bad override fails the
 * build with the offending key.
 */
export const siteConfig: SiteConfig = {
  name: 'MUI Docs',
  origin: process.env.SITE_ORIGIN ?? 'https://mui.com',
  docsHost: process.env.SITE_DOCS_HOST ?? 'mui.com',
  repository: process.env.SITE_REPOSITORY ?? 'https://github.com/mui/mui-docs-site',
  branch: process.env.SITE_BRANCH ?? 'main',
  github: GITHUB_URL,
};
