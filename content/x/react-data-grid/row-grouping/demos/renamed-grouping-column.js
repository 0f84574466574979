import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

// One object customizes the generated column, whatever the grouping model is.
const groupingColDef = {
  headerName: 'Where and what',
  width: 240,
  headerClassName: 'grouping-header',
};

export default function RenamedGroupingColumn() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .grouping-header': { bgcolor: 'action.hover', fontWeight: 'bold' },
      }}
    >
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['country', 'category'] } }}
        defaultGroupingExpansionDepth={1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders with a renamed grouping column"
      />
    </Box>
  );
}
