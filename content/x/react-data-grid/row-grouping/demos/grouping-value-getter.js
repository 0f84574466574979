import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

const quarterOf = (isoDate) => {
  const month = Number(isoDate.slice(5, 7));
  return `${isoDate.slice(0, 4)} Q${Math.ceil(month / 3)}`;
};

// Rows show the full date but group by calendar quarter.
const columns = orderColumns.map((column) =>
  column.field === 'ordered'
    ? { ...column, groupingValueGetter: (value) => quarterOf(value) }
    : column,
);

export default function GroupingValueGetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['ordered'] },
          sorting: {
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' },
            ],
          },
        }}
        groupingColDef={{ headerName: 'Quarter', width: 160 }}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by quarter"
      />
    </Box>
  );
}
