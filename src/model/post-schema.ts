import { z } from 'zod';
import { blogAuthors, blogTags } from '@data/blog';

const ids = <T extends { id: string }>(list: readonly T[]) =>
  list.map((item) => item.id) as [string, ...string[]];

/** A calendar date that exists (2024-02-30 does not), as YYYY-MM-DD. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as "YYYY-MM-DD"')
  .refine((value) => {
    // zod runs refinements even after the regex fails, so this must not throw on any string.
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'not a calendar date');

/** What every blog post declares. Authors and tags must exist in data/blog.ts. */
export const postFrontmatterSchema = z
  .object({
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(300),
    date: isoDate,
    authors: z.array(z.enum(ids(blogAuthors))).min(1),
    tags: z.array(z.enum(ids(blogTags))).min(1),
  })
  .strict();

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>;
