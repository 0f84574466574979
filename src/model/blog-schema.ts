import '@/modules/zod-setup';
import { z } from 'zod';
import type { BlogAuthor, BlogTag } from '@data/blog';

const id = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** data/blog.ts: who signs posts. */
export const blogAuthorsSchema = z.array(
  z.object({ id, name: z.string().min(1), role: z.string().min(1) }).strict() satisfies z.ZodType<BlogAuthor>,
);

/** data/blog.ts: the tags a post may carry. */
export const blogTagsSchema = z.array(
  z
    .object({ id, label: z.string().min(1), description: z.string().min(1) })
    .strict() satisfies z.ZodType<BlogTag>,
);
