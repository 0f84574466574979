import { describe, expect, it } from 'vitest';
import { products, switcherLinks } from './products';

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
