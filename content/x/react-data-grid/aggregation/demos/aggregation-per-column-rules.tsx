import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { Sale, saleColumns, sales } from './sales';

// Copies can only be summed or averaged; the price column offers no aggregation at all.
const columns: GridColDef<Sale>[] = saleColumns.map((column) => {
  if (column.field === 'copies') {
    return { ...column, availableAggregationFunctions: ['sum', 'avg'] };
  }
  if (column.field === 'price') {
    return { ...column, aggregable: false };
  }
  return column;
});

export default function AggregationPerColumnRules() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{ aggregation: { model: { copies: 'sum' } } }}
        density="compact"
        hideFooter
        aria-label="Book sales with limited aggregation functions"
      />
    </Box>
  );
}
