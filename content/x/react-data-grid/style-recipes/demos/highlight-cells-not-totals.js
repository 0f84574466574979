import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, branch: 'Porto', sales: 1240 },
  { id: 2, branch: 'Braga', sales: 860 },
  { id: 3, branch: 'Faro', sales: 1515 },
  { id: 4, branch: 'Évora', sales: 430 },
];

const columns = [
  { field: 'branch', headerName: 'Branch', flex: 1 },
  {
    field: 'sales',
    headerName: 'Sales',
    type: 'number',
    width: 140,
    // Style data rows above 1,000 but leave the aggregation footer row alone.
    cellClassName: (params) =>
      params.rowNode.type !== 'footer' && params.value > 1000 ? 'high-sales' : '',
  },
];

export default function HighlightCellsNotTotals() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        '& .high-sales': { color: 'success.main', fontWeight: 700 },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { sales: 'sum' } } }}
        hideFooter
        aria-label="Sales per branch"
      />
    </Box>
  );
}
