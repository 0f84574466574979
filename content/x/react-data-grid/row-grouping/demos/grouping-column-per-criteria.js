import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

const headerNames = {
  country: 'By country',
  category: 'By category',
};

// Called once per generated column: in "multiple" mode, once per grouping field.
function groupingColDef(params) {
  const field = params.fields[0];
  return {
    headerName: headerNames[field] ?? field,
    width: field === 'country' ? 170 : 150,
    // Only the outer level shows how many orders each group holds.
    hideDescendantCount: field !== 'country',
  };
}

export default function GroupingColumnPerCriteria() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={orderColumns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['country', 'category'] } }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders with one customized grouping column per level"
      />
    </Box>
  );
}
