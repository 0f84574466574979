import { describe, expect, it } from 'vitest';
import { products } from '../../../data/products';
import { productsSchema } from '@/model/products-schema';
import { checkProducts } from './check-products';

describe('products data', () => {
  it('matches its schema', () => {
    expect(() => productsSchema.parse(products)).not.toThrow();
    expect(checkProducts(products)).toStrictEqual(products);
  });

  it('rejects a malformed entry and a duplicated segment, naming the place', () => {
    const [first] = products;
    expect(() => productsSchema.parse([{ ...first, home: 'no-slash' }])).toThrow(/home/);
    expect(() => productsSchema.parse([first, first])).toThrow(/duplicate segment/);
  });

  it('fails the prebuild naming data/products.ts and the bad place', () => {
    const [first] = products;
    expect(() => checkProducts([{ ...first, home: 'no-slash' }])).toThrow(
      /^Invalid data in data\/products\.ts at 0\.home: /,
    );
    expect(() => checkProducts([first, first])).toThrow(
      /data\/products\.ts at 1\.segment: duplicate segment/,
    );
  });
});
