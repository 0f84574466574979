import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parts } from './inventory';

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns = [
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Fasteners', 'Electronics', 'Tools', 'Paint'],
    width: 130,
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
  {
    field: 'price',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value) => euro.format(value),
  },
  {
    field: 'restocked',
    headerName: 'Restocked',
    type: 'date',
    width: 130,
    valueFormatter: (value) => value.toISOString().slice(0, 10),
  },
];

export default function InventoryGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={parts}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        pageSizeOptions={[5, 10, 25]}
        initialState={{
          pagination: { paginationModel: { pageSize: 5 } },
          sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] },
        }}
        aria-label="Workshop inventory"
      />
    </Box>
  );
}
