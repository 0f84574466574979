import '@/modules/zod-setup';
import { z } from 'zod';
import type { AppPage } from '@data/app-pages';

const appPageSchema = z
  .object({
    route: z.string().regex(/^\/(.*\/)?$/),
    title: z.string().min(1),
    description: z.string().min(1).max(300),
  })
  .strict() satisfies z.ZodType<AppPage>;

/** data/app-pages.ts: the pages served by their own routes. */
export const appPagesSchema = z.record(z.string(), appPageSchema);
