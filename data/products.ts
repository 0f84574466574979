/** One entry of the product switcher. */
export interface SwitcherLink {
  name: string;
  href: string;
  description: string;
}

/**
 * The products of the family. Plain data, like all of data/ (the app bar's product switcher ships it
 * to the browser); `productsSchema` (src/model/products-schema.ts) checks it in the prebuild
 * (src/pipeline/data/check-products.ts).
 */
export interface Product {
  /** First URL segment of the product's pages; also the content/ folder name. */
  segment: string;
  name: string;
  description: string;
  /** The page the product switcher links to. */
  home: string;
  /** Shown in the product switcher; the docs-infra area is not. */
  inSwitcher: boolean;
  /**
   * The switcher's entries for this product, when not the one default entry: the product's name,
   * linking to its Overview at `/{segment}/getting-started/` (see switcherLinks).
   */
  switcherLinks?: SwitcherLink[];
}

export const products: Product[] = [
  {
    segment: 'material-ui',
    name: 'Material UI',
    description: 'React components that implement Material Design.',
    home: '/material-ui/getting-started/',
    inSwitcher: true,
  },
  {
    segment: 'joy-ui',
    name: 'Joy UI',
    description: 'React components with a design of their own.',
    home: '/joy-ui/getting-started/',
    inSwitcher: true,
  },
  {
    segment: 'base-ui',
    name: 'Base UI',
    description: 'Unstyled components and hooks for full control of the markup and CSS.',
    home: '/base-ui/getting-started/',
    inSwitcher: true,
  },
  {
    segment: 'system',
    name: 'MUI System',
    description: 'CSS utilities for building custom designs fast.',
    home: '/system/getting-started/',
    inSwitcher: true,
  },
  {
    segment: 'x',
    name: 'MUI X',
    description: 'Advanced components: data grid and date pickers.',
    home: '/x/introduction/',
    inSwitcher: true,
    switcherLinks: [
      {
        name: 'Data Grid',
        href: '/x/react-data-grid/',
        description: 'MUI X: fast, extensible tables with sorting, filtering and editing.',
      },
      {
        name: 'Date and Time Pickers',
        href: '/x/react-date-pickers/',
        description: 'MUI X: date, time and range pickers for every locale.',
      },
    ],
  },
  {
    segment: 'toolpad',
    name: 'Toolpad Core',
    description: 'Full-stack components for dashboards and internal tools.',
    home: '/toolpad/core/introduction/',
    inSwitcher: true,
    // Toolpad's docs live under /toolpad/core/: its introduction is its Overview.
    switcherLinks: [
      {
        name: 'Toolpad Core',
        href: '/toolpad/core/introduction/',
        description: 'Full-stack components for dashboards and internal tools.',
      },
    ],
  },
  {
    segment: 'experiments',
    name: 'Docs infra',
    description: 'Test pages for every content feature of this site.',
    home: '/experiments/docs/',
    inSwitcher: false,
  },
];

export function findProduct(segment: string): Product | undefined {
  return products.find((product) => product.segment === segment);
}

/** What the product switcher lists, in order: each product's Overview, or its own entries. */
export function switcherLinks(list: readonly Product[] = products): SwitcherLink[] {
  return list
    .filter((product) => product.inSwitcher)
    .flatMap(
      (product) =>
        product.switcherLinks ?? [
          {
            name: product.name,
            href: `/${product.segment}/getting-started/`,
            description: product.description,
          },
        ],
    );
}
