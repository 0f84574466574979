import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { Order, orderColumns, orders } from './orders';

// A column that exists only to group by: the order's year, from its date.
const columns: GridColDef<Order>[] = [
  ...orderColumns,
  {
    field: 'year',
    headerName: 'Year',
    valueGetter: (_value, row) => row.ordered.slice(0, 4),
  },
];

export default function GroupingByDerivedColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['year'] },
          // Hidden from the table, still offered in the columns panel.
          columns: { columnVisibilityModel: { year: false } },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by year"
      />
    </Box>
  );
}
