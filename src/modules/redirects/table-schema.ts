import '@/modules/zod-setup';
import { z } from 'zod';
import type { RedirectTable } from './redirect-table';

const path = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'a site path with a trailing slash');
const pattern = z.string().regex(/^\/([a-z0-9:-]+\/)*(:path\*)?$/, 'a path pattern');
const slugPath = z.string().regex(/^\/([a-z0-9-]+\/)*:slug\/$/, 'a site path ending in :slug/');

const rowSchema = z.object({ from: path, to: path }).strict();
const patternSchema = z.object({ from: pattern, to: pattern, each: z.literal(true) }).strict();
const standInSchema = z.object({ within: z.string().regex(/^\/[a-z0-9/-]*$/), to: path }).strict();
const apiNameRowsSchema = z
  .object({ from: slugPath, to: slugPath, names: z.array(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/)) })
  .strict();

/** data/redirects.ts, checked by the prebuild's redirect step (src/pipeline/data/check-redirect-table.ts). */
export const redirectTableSchema = z
  .object({
    rows: z.array(rowSchema),
    apiNameRows: z.array(apiNameRowsSchema),
    patterns: z.array(patternSchema),
    standIns: z.array(standInSchema),
  })
  .strict() satisfies z.ZodType<RedirectTable>;
