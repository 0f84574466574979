import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function SelectionPropagation() {
  const [selection, setSelection] = React.useState([]);
  const orderIds = selection.filter((id) => typeof id === 'number');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          checkboxSelection
          rowSelectionPropagation={{ parents: true, descendants: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{ rowGrouping: { model: ['country'] } }}
          defaultGroupingExpansionDepth={-1}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped by country, selectable by group"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected orders: {orderIds.length === 0 ? 'none' : orderIds.join(', ')}
      </Typography>
    </Box>
  );
}
