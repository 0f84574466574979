import '@/modules/zod-setup';
import { z } from 'zod';
import type { SketchBlock, TemplateInfo } from '@data/templates';

const blockSchema = z.tuple([
  z.number().min(0).max(160),
  z.number().min(0).max(100),
  z.number().positive().max(160),
  z.number().positive().max(100),
  z.enum(['surface', 'primary', 'text', 'muted', 'outline']),
]) satisfies z.ZodType<SketchBlock>;

const templateSchema = z
  .object({
    slug: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    title: z.string().min(1),
    description: z.string().min(1),
    sketch: z.array(blockSchema).min(1),
  })
  .strict() satisfies z.ZodType<TemplateInfo>;

/** data/templates.ts: every entry well formed, and one template per slug. */
export const templatesSchema = z
  .array(templateSchema)
  .refine((list) => new Set(list.map((t) => t.slug)).size === list.length, 'duplicated template slug');
