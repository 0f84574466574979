import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

// A reusable column type: spread it into any column holding an amount in euros.
const euroFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const euroColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value) => euroFormatter.format(value),
  cellClassName: 'cell--euro',
};

const rows = [
  // Dates arrive as ISO strings, as they would from a JSON API.
  { id: 1, supplier: 'Moinho Velho', ordered: '2024-03-04', net: 1200, vat: 276 },
  { id: 2, supplier: 'Kaffeerösterei Nord', ordered: '2024-03-11', net: 640.5, vat: 121.7 },
  { id: 3, supplier: 'Olivar del Sur', ordered: '2024-02-27', net: 2310, vat: 231 },
];

const columns: GridColDef[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 150 },
  {
    field: 'ordered',
    headerName: 'Ordered',
    type: 'date',
    width: 120,
    // Converts the string so that sorting and the date filter work on real dates.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
    // Local getters on a local date: the same text whatever the time zone.
    valueFormatter: (value: Date) =>
      [value.getFullYear(), value.getMonth() + 1, value.getDate()].map((part) => String(part).padStart(2, '0')).join('-'),
  },
  { ...euroColumn, field: 'net', headerName: 'Net' },
  { ...euroColumn, field: 'vat', headerName: 'VAT' },
];

export default function CustomColumnType() {
  return (
    <Box sx={{ height: 240, width: '100%', '& .cell--euro': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Supplier orders" />
    </Box>
  );
}
