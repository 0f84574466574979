import { productsSchema } from '@/model/products-schema';
import type { Product } from '@data/products';
import { parseData } from './parse-data';

/** Fails the prebuild on a malformed product or a segment used twice (data/products.ts). */
export function checkProducts(products: unknown): Product[] {
  return parseData(productsSchema, products, 'data/products.ts');
}
