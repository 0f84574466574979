import { pathnameToLanguage } from './language';

export const PRODUCT_IDS = [
  'material-ui',
  'joy-ui',
  'base-ui',
  'system',
  'core',
  'docs',
  'docs-infra',
  'x-data-grid',
  'x-date-pickers',
  'x',
  'toolpad',
] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs' | 'docs-infra';

const FIRST_SEGMENT_PRODUCTS: Record<string, ProductId> = {
  'material-ui': 'material-ui',
  'joy-ui': 'joy-ui',
  'base-ui': 'base-ui',
  system: 'system',
  core: 'core',
  toolpad: 'toolpad',
  versions: 'docs',
  blog: 'docs',
  'production-error': 'docs',
};

/** The product a page belongs to, read from the first path segment (after any language prefix). */
export function getProductId(pathname: string): ProductId {
  const { canonicalAs } = pathnameToLanguage(pathname.split('#')[0].split('?')[0]);
  const segments = canonicalAs.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === 'experiments' && second === 'docs') return 'docs-infra';
  if (first === 'x') {
    if (second === 'react-data-grid') return 'x-data-grid';
    if (second === 'react-date-pickers') return 'x-date-pickers';
    return 'x';
  }
  return (first && FIRST_SEGMENT_PRODUCTS[first]) || 'docs';
}

/** The product family a product belongs to: the "category id" analytics reports. */
export function getProductCategoryId(productId: ProductId): ProductCategoryId {
  switch (productId) {
    case 'material-ui':
    case 'joy-ui':
    case 'base-ui':
    case 'system':
    case 'core':
      return 'core';
    case 'x':
    case 'x-data-grid':
    case 'x-date-pickers':
      return 'x';
    case 'toolpad':
      return 'toolpad';
    case 'docs-infra':
      return 'docs-infra';
    default:
      return 'docs';
  }
}
