import * as React from 'react';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const products = [
  { name: 'Notebook', sales: [120, 132, 101, 134, 90, 230, 210, 180] },
  { name: 'Backpack', sales: [220, 182, 191, 234, 290, 330, 310, 280] },
  { name: 'Water bottle', sales: [150, 232, 201, 154, 190, 330, 410, 380] },
];

export default function PinnedColumns() {
  return (
    // The scrolling region is focusable and named, so keyboard users can scroll it too.
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Monthly sales, scrolls sideways"
      sx={{
        overflow: 'auto',
        borderRadius: 'sm',
        maxWidth: '100%',
        // Pinned cells need an opaque background so scrolled cells pass beneath them.
        '& tr > *:first-of-type': {
          position: 'sticky',
          left: 0,
          bgcolor: 'background.surface',
          zIndex: 1,
        },
        '& tr > *:last-of-type': {
          position: 'sticky',
          right: 0,
          bgcolor: 'background.surface',
          zIndex: 1,
        },
      }}
    >
      <Table
        borderAxis="bothBetween"
        sx={{ minWidth: 900, '& tr > *:first-of-type': { width: 140 } }}
      >
        <thead>
          <tr>
            <th>Product</th>
            {months.map((month) => (
              <th key={month}>{month}</th>
            ))}
            <th style={{ width: 110 }}>Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.name}>
              <td>{product.name}</td>
              {product.sales.map((value, index) => (
                <td key={months[index]}>{value}</td>
              ))}
              <td>
                <Button
                  size="sm"
                  variant="plain"
                  aria-label={`Export ${product.name}`}
                >
                  Export
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
