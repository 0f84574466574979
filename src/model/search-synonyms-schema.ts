import '@/modules/zod-setup';
import { z } from 'zod';

/** data/search-synonyms.ts: lower-case words, each with at least one lower-case alternative. */
export const searchSynonymsSchema = z.record(
  z.string().regex(/^[a-z0-9]+$/),
  z.array(z.string().regex(/^[a-z0-9 ]+$/)).min(1),
);
