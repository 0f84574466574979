import '@/modules/zod-setup';
import { z } from 'zod';

/** Icons a nav item may name; the nav renders them from a fixed map so data never imports components. */
export const NAV_ICONS = [
  'book',
  'component',
  'api',
  'customization',
  'guides',
  'integrations',
  'migration',
  'discover',
  'design',
  'rocket',
  'table',
  'calendar',
  'toolpad',
  'blog',
  'test',
] as const;

export interface NavItem {
  /** Unique across the whole site. For an item with children it names the group, not a page. */
  pathname: string;
  title: string;
  /** Renders the item as a section heading above its children. */
  subheader?: string;
  children?: NavItem[];
  plan?: 'pro' | 'premium';
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  icon?: (typeof NAV_ICONS)[number];
  linkProps?: { target?: '_blank'; rel?: string; hrefLang?: string };
}

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z
    .object({
      pathname: z
        .string()
        .regex(/^(\/[a-z0-9-]+)+\/?$|^https:\/\//, 'pathname must be an absolute site path or https URL'),
      title: z.string().min(1),
      subheader: z.string().min(1).optional(),
      children: z.array(navItemSchema).min(1).optional(),
      plan: z.enum(['pro', 'premium']).optional(),
      newFeature: z.boolean().optional(),
      planned: z.boolean().optional(),
      unstable: z.boolean().optional(),
      beta: z.boolean().optional(),
      legacy: z.boolean().optional(),
      deprecated: z.boolean().optional(),
      icon: z.enum(NAV_ICONS).optional(),
      linkProps: z
        .object({
          target: z.literal('_blank').optional(),
          rel: z.string().optional(),
          hrefLang: z.string().optional(),
        })
        .strict()
        .optional(),
    })
    .strict(),
);

export const navTreeSchema = z.array(navItemSchema).min(1);
