import '@/modules/zod-setup';
import { z } from 'zod';
import type { ApiInterfaceGroupEntry } from '@data/api-interfaces';

/** data/api-interfaces.ts, checked by the prebuild's API step; the defaults are filled here. */
export const apiInterfaceGroupSchema = z
  .object({
    package: z.string().regex(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/),
    alsoFrom: z.array(z.string()).default([]),
    segment: z.string().regex(/^[a-z-]+$/),
    group: z.string().regex(/^[a-z-]+$/),
    names: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).min(1),
    sourceBase: z.string().regex(/^https:\/\/github\.com\/.+\{version\}.+$/),
  })
  .strict();

/** A group as the API pipeline reads it: data/api-interfaces.ts's entry with its defaults filled. */
export type ApiInterfaceGroup = z.output<typeof apiInterfaceGroupSchema>;

export const apiInterfaceGroupsSchema = z.array(apiInterfaceGroupSchema) satisfies z.ZodType<
  ApiInterfaceGroup[],
  ApiInterfaceGroupEntry[]
>;
