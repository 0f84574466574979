import '@/modules/zod-setup';
import { z } from 'zod';

const productSchema = z.object({
  /** First URL segment of the product's pages; also the content/ folder name. */
  segment: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  description: z.string(),
  /** The page the product switcher links to. */
  home: z.string().regex(/^\/.*\/$/),
  /** Shown in the product switcher; the docs-infra area is not. */
  inSwitcher: z.boolean(),
});

export type Product = z.infer<typeof productSchema>;

export const products: Product[] = z.array(productSchema).parse([
  {
    segment: 'material-ui',
    name: 'Material UI',
    description: 'React components that implement Material Design.',
    home: '/material-ui/getting-started/overview/',
    inSwitcher: true,
  },
  {
    segment: 'joy-ui',
    name: 'Joy UI',
    description: 'React components with a design of their own.',
    home: '/joy-ui/getting-started/overview/',
    inSwitcher: true,
  },
  {
    segment: 'base-ui',
    name: 'Base UI',
    description: 'Unstyled components and hooks for full control of the markup and CSS.',
    home: '/base-ui/getting-started/overview/',
    inSwitcher: true,
  },
  {
    segment: 'system',
    name: 'MUI System',
    description: 'CSS utilities for building custom designs fast.',
    home: '/system/getting-started/overview/',
    inSwitcher: true,
  },
  {
    segment: 'x',
    name: 'MUI X',
    description: 'Advanced components: data grid and date pickers.',
    home: '/x/introduction/',
    inSwitcher: true,
  },
  {
    segment: 'toolpad',
    name: 'Toolpad Core',
    description: 'Full-stack components for dashboards and internal tools.',
    home: '/toolpad/core/introduction/',
    inSwitcher: true,
  },
  {
    segment: 'experiments',
    name: 'Docs infra',
    description: 'Test pages for every content feature of this site.',
    home: '/experiments/docs/overview/',
    inSwitcher: false,
  },
]);

export function findProduct(segment: string): Product | undefined {
  return products.find((product) => product.segment === segment);
}
