import '@/modules/zod-setup';
import { z } from 'zod';
import type { CoreLibrary } from '@data/core';

const coreLibrarySchema = z
  .object({
    segment: z.string(),
    package: z.string().regex(/^@mui\//),
    chooseWhen: z.string().min(1),
    highlights: z.array(z.string().min(1)).min(2).max(4),
  })
  .strict() satisfies z.ZodType<CoreLibrary>;

/** data/core.ts: the core libraries the /core/ page shows. */
export const coreLibrariesSchema = z.array(coreLibrarySchema);
