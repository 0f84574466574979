import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const groups = [
  {
    name: 'Fruit',
    items: [
      ['Apples', '2 kg', '4.20'],
      ['Lemons', '6', '2.10'],
    ],
  },
  {
    name: 'Bakery',
    items: [
      ['Sourdough loaf', '1', '3.80'],
      ['Croissants', '4', '4.40'],
    ],
  },
  { name: 'Dairy', items: [['Greek yoghurt', '500 g', '2.60']] },
];

export default function GroupedSectionRows() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Table
        aria-label="Shopping basket by aisle"
        sx={{ '& tbody th[scope="colgroup"]': { bgcolor: 'background.level1' } }}
      >
        <thead>
          <tr>
            <th>Item</th>
            <th>Quantity</th>
            <th style={{ textAlign: 'right' }}>Price (€)</th>
          </tr>
        </thead>
        {/* One tbody per group; its first row is a header cell spanning the columns. */}
        {groups.map((group) => (
          <tbody key={group.name}>
            <tr>
              <th scope="colgroup" colSpan={3}>
                {group.name}
              </th>
            </tr>
            {group.items.map(([item, quantity, price]) => (
              <tr key={item}>
                <td>{item}</td>
                <td>{quantity}</td>
                <td style={{ textAlign: 'right' }}>{price}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </Sheet>
  );
}
