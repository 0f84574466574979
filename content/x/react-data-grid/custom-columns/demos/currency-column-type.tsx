import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, getGridNumericOperators } from '@mui/x-data-grid';

interface Line {
  id: number;
  product: string;
  cost: number;
  price: number;
  margin: number;
}

const rows: Line[] = [
  { id: 1, product: 'Desk lamp', cost: 18.5, price: 39, margin: 20.5 },
  { id: 2, product: 'Monitor arm', cost: 42, price: 89.9, margin: 47.9 },
  { id: 3, product: 'Cable tray', cost: 6.2, price: 14.5, margin: 8.3 },
  { id: 4, product: 'Footrest', cost: 21, price: 34, margin: 13 },
];

// Pinned locale so the server and the browser format the same way.
const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// One definition shared by three columns: type, alignment, formatting and a shorter operator list.
const euroColumn: Partial<GridColDef<Line>> = {
  type: 'number',
  width: 130,
  valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  filterOperators: getGridNumericOperators().filter((operator) => ['>', '<', '='].includes(operator.value)),
  cellClassName: 'euro-cell',
};

const columns: GridColDef<Line>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { ...euroColumn, field: 'cost', headerName: 'Cost' },
  { ...euroColumn, field: 'price', headerName: 'Price' },
  { ...euroColumn, field: 'margin', headerName: 'Margin' },
];

export default function CurrencyColumnType() {
  return (
    <Box sx={{ height: 320, width: '100%', '& .euro-cell': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Product margins" />
    </Box>
  );
}
