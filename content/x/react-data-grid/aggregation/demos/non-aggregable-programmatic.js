import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

// Nobody can pick an aggregation for copies from the menu, yet the model sums them.
const columns = saleColumns.map((column) =>
  column.field === 'copies' ? { ...column, aggregable: false } : column,
);

export default function NonAggregableProgrammatic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{ aggregation: { model: { copies: 'sum' } } }}
        density="compact"
        hideFooter
        aria-label="Book sales summed by the model only"
      />
    </Box>
  );
}
