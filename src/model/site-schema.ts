import '@/modules/zod-setup';
import { z } from 'zod';
import type { SiteConfig } from '@data/site';

/** data/site.ts, with the environment's overrides applied: URLs are absolute, the branch is named. */
export const siteConfigSchema = z
  .object({
    name: z.string(),
    origin: z.url(),
    docsHost: z.string(),
    repository: z.url(),
    branch: z.string().min(1),
    github: z.url(),
  })
  .strict() satisfies z.ZodType<SiteConfig>;
