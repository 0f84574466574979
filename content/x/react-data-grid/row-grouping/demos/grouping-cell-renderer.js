import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

const categoryColor = {
  Furniture: 'primary',
  Lighting: 'warning',
  Textiles: 'success',
};

function CategoryChip(params) {
  if (!params.value) return null;
  const color = categoryColor[params.value] ?? 'default';
  return <Chip label={params.value} color={color} size="small" variant="outlined" />;
}

// The same renderCell draws the chip on plain rows and inside the grouping cell.
const columns = orderColumns.map((column) =>
  column.field === 'category' ? { ...column, renderCell: CategoryChip } : column,
);

export default function GroupingCellRenderer() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        initialState={{ rowGrouping: { model: ['category'] } }}
        groupingColDef={{ width: 200 }}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Orders grouped by category, drawn as chips"
      />
    </Box>
  );
}
