import '@/modules/zod-setup';
import { z } from 'zod';
import { FONT_SPEC_RE } from '@/modules/page-fonts';

/** A component (`Badge`) or hook (`useBadge`) export, with an optional `unstable_` prefix. */
export const EXPORT_NAME = /^(?:[Uu]nstable_)?(?:[A-Z][A-Za-z0-9]*|use[A-Z][A-Za-z0-9]*)$/;

/** What every content page declares about itself. Unknown keys are errors: typos never pass silently. */
export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).max(300),
    /** Defaults to the product of the folder the page lives in. */
    product: z.string().optional(),
    /**
     * Components and hooks this page documents, by export name (`Button`, `useButton`,
     * `Unstable_Popup`): their API pages link back here.
     */
    components: z.array(z.string().regex(EXPORT_NAME)).default([]),
    /**
     * A component the library plans but does not ship yet (Base UI's Rating, Tooltip…): its page says
     * what is planned and what to use today, so it lists no `components:` and needs one demo, not two.
     */
    planned: z.boolean().default(false),
    /** `docs` (default) has a table of contents; `wide` gives the content the full width. */
    layout: z.enum(['docs', 'wide']).default('docs'),
    /** Hidden pages build and can be linked to, but stay out of sitemap and search. */
    hidden: z.boolean().default(false),
    /** Extra font stylesheets this page's demos need (`@fontsource/<font>/<weight>.css`): linked on this page only. */
    fonts: z
      .array(
        z
          .string()
          .regex(FONT_SPEC_RE, 'expected an @fontsource stylesheet such as @fontsource/roboto-mono/400.css'),
      )
      .default([]),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;
