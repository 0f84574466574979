import { describe, expect, it } from 'vitest';
import { products, switcherLinks } from './products';
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

describe('switcherLinks', () => {
  it('links each product to its Overview, and MUI X to the data grid and the date pickers', () => {
    const hrefs = switcherLinks().map((link) => link.href);
    expect(hrefs).toEqual([
      '/material-ui/getting-started/',
      '/joy-ui/getting-started/',
      '/base-ui/getting-started/',
      '/system/getting-started/',
      '/x/react-data-grid/',
      '/x/react-date-pickers/',
      '/toolpad/core/introduction/',
    ]);
  });

  it('leaves out products that are not in the switcher', () => {
    const [first] = products;
    expect(switcherLinks([{ ...first, inSwitcher: false }])).toEqual([]);
  });
});
