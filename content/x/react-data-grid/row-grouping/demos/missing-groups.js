import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

// Two customers have no country. Without a key they would stay ungrouped at the top;
// the groupingValueGetter gives them a group of their own.
const columns = orderColumns.map((column) =>
  column.field === 'country'
    ? { ...column, groupingValueGetter: (value) => value ?? 'No country' }
    : column,
);

export default function MissingGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['country'] } }}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'No country'}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by country, with a group for missing countries"
      />
    </Box>
  );
}
