import '@/modules/zod-setup';
import { z } from 'zod';
import type { Product } from '@data/products';

const productSchema = z
  .object({
    segment: z.string().regex(/^[a-z-]+$/),
    name: z.string().min(1),
    description: z.string().min(1),
    home: z.string().regex(/^\/.*\/$/),
    inSwitcher: z.boolean(),
    switcherLinks: z
      .array(
        z
          .object({
            name: z.string().min(1),
            href: z.string().regex(/^\/.*\/$/),
            description: z.string().min(1),
          })
          .strict(),
      )
      .min(1)
      .optional(),
  })
  .strict() satisfies z.ZodType<Product>;

/** Segments are unique: the first path segment names exactly one product. */
export const productsSchema = z.array(productSchema).superRefine((items, context) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.segment)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'segment'],
        message: `duplicate segment ${item.segment}`,
      });
    }
    seen.add(item.segment);
  });
});
