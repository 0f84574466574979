import '@/modules/zod-setup';
import { z } from 'zod';
import { FONT_SPEC_RE } from '@/modules/page-fonts';

/** What every content page declares about itself. Unknown keys are errors: typos never pass silently. */
export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).max(300),
    /** Defaults to the product of the folder the page lives in. */
    product: z.string().optional(),
    /** Components this page documents: their API pages link back here. */
    components: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).default([]),
    /** `docs` (default) has a table of contents; `wide` gives the content the full width. */
    layout: z.enum(['docs', 'wide']).default('docs'),
    /** Hidden pages build and can be linked to, but stay out of sitemap and search. */
    hidden: z.boolean().default(false),
    /** Extra font stylesheets this page's demos need (`@fontsource/<font>/<weight>.css`): linked on this page only. */
    fonts: z
      .array(z.string().regex(FONT_SPEC_RE, 'expected an @fontsource stylesheet such as @fontsource/roboto-mono/400.css'))
      .default([]),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;
