import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const columns = [
  'Order',
  'Customer',
  'Product',
  'Quantity',
  'Warehouse',
  'Carrier',
  'Shipped',
  'Status',
];
const rows = [
  [
    '#5012',
    'Aiko Tanaka',
    'Desk lamp',
    '2',
    'Rotterdam',
    'DHL',
    '2024-04-15',
    'Delivered',
  ],
  [
    '#5013',
    'Omar Haddad',
    'Bookshelf',
    '1',
    'Leipzig',
    'DPD',
    '2024-04-16',
    'In transit',
  ],
  [
    '#5014',
    'Sofia Marin',
    'Armchair',
    '1',
    'Rotterdam',
    'UPS',
    '2024-04-17',
    'Packed',
  ],
];

export default function WideOrdersShadows() {
  return (
    <Sheet
      variant="outlined"
      // Focusable so keyboard users can scroll it; labelled so the focus stop makes sense.
      tabIndex={0}
      role="region"
      aria-label="Orders, scroll sideways for more columns"
      sx={{
        overflow: 'auto',
        borderRadius: 'sm',
        // Two gradients stay put (attachment: local) and cover the two shadows (attachment:
        // scroll) when the table is scrolled to either end, so a shadow only shows on the side
        // where more columns are hidden.
        background: `linear-gradient(to right, var(--joy-palette-background-surface) 30%, transparent),
          linear-gradient(to left, var(--joy-palette-background-surface) 30%, transparent) right,
          radial-gradient(farthest-side at 0 50%, rgba(0,0,0,0.2), transparent),
          radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,0.2), transparent) right`,
        backgroundRepeat: 'no-repeat',
        backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
        backgroundAttachment: 'local, local, scroll, scroll',
        backgroundColor: 'background.surface',
      }}
    >
      <Table
        sx={{
          minWidth: 880,
          '--TableCell-headBackground': 'transparent',
          '& td, & th': { bgcolor: 'transparent' },
        }}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
