import '@/modules/zod-setup';
import { z } from 'zod';
import type { EarlierVersion } from '@data/versions';

/** data/versions.ts: the earlier major versions, each on its own host. */
export const earlierVersionsSchema = z.array(
  z.object({ label: z.string(), url: z.url() }).strict() satisfies z.ZodType<EarlierVersion>,
);
