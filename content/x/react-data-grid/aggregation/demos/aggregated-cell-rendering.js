import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

function CopiesCell(params) {
  if (!params.aggregation) {
    return params.formattedValue;
  }
  // Aggregated cells: name the function and stress the value.
  return (
    <Box component="span" sx={{ fontWeight: 'bold', color: 'primary.main' }}>
      {params.aggregation.aggregationFunctionName}: {params.formattedValue}
    </Box>
  );
}

const columns = saleColumns.map((column) =>
  column.field === 'copies'
    ? { ...column, width: 130, renderCell: CopiesCell }
    : column,
);

export default function AggregatedCellRendering() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['store'] },
          aggregation: { model: { copies: 'sum' } },
        }}
        density="compact"
        hideFooter
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Book sales per store with highlighted totals"
      />
    </Box>
  );
}
