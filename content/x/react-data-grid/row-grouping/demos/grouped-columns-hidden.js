import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function HideGroupedColumns() {
  const apiRef = useGridApiRef();
  // Hides each grouped column while it is grouped, and shows it again once ungrouped.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['country', 'customer'] } },
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={orders}
        columns={orderColumns}
        initialState={initialState}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by country and customer, grouped columns hidden"
      />
    </Box>
  );
}
