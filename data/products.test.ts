import { describe, expect, it } from 'vitest';
import { products } from './products';
import { productsSchema } from './products.schema';

describe('products data', () => {
  it('matches its schema', () => {
    expect(() => productsSchema.parse(products)).not.toThrow();
  });

  it('rejects a malformed entry and a duplicated segment, naming the place', () => {
    const [first] = products;
    expect(() => productsSchema.parse([{ ...first, home: 'no-slash' }])).toThrow(/home/);
    expect(() => productsSchema.parse([first, first])).toThrow(/duplicate segment/);
  });
});
