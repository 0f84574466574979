import '@/modules/zod-setup';
import { z } from 'zod';
import { GITHUB_URL } from './site-links';

const siteConfigSchema = z.object({
  name: z.string(),
  /** Absolute origin used for canonical links, sitemaps and OpenGraph. */
  origin: z.url(),
  /** The host the service worker registers on; elsewhere (previews, localhost) it stays off. */
  docsHost: z.string(),
  /** Repository holding this site's sources: "Edit this page" links point into it. */
  repository: z.url(),
  branch: z.string().min(1),
  github: z.url(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * Site configuration with embedded defaults; each value can be overridden from the environment
 * at build time. Parsed once so a bad override fails the build with the offending key.
 */
export const siteConfig: SiteConfig = siteConfigSchema.parse({
  name: 'MUI Docs',
  origin: process.env.SITE_ORIGIN ?? 'https://mui.com',
  docsHost: process.env.SITE_DOCS_HOST ?? 'mui.com',
  repository: process.env.SITE_REPOSITORY ?? 'https://github.com/mui/mui-docs-site',
  branch: process.env.SITE_BRANCH ?? 'main',
  github: GITHUB_URL,
});
