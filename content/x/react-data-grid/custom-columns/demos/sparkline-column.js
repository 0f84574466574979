import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

function Sparkline({ value }) {
  const theme = useTheme();
  const points = value ?? [];
  const max = Math.max(...points);
  const path = points
    .map((point, index) => `${index * 14},${28 - (point / max) * 24}`)
    .join(' ');
  return (
    <svg
      width={100}
      height={32}
      role="img"
      aria-label={`Weekly sales: ${points.join(', ')}`}
    >
      <polyline
        points={path}
        fill="none"
        stroke={theme.palette.primary.main}
        strokeWidth={2}
      />
    </svg>
  );
}

const sparklineColumn = {
  width: 130,
  sortable: false,
  filterable: false,
  renderCell: Sparkline,
};

const rows = [
  { id: 1, name: 'Trail shoes', sales: [12, 18, 15, 22, 30, 28, 35, 41] },
  { id: 2, name: 'Rain jacket', sales: [40, 36, 31, 25, 22, 18, 20, 14] },
  { id: 3, name: 'Headlamp', sales: [8, 9, 14, 12, 16, 15, 21, 19] },
  { id: 4, name: 'Water filter', sales: [20, 20, 21, 19, 22, 24, 23, 25] },
];

const columns = [
  { field: 'name', headerName: 'Product', flex: 1 },
  { ...sparklineColumn, field: 'sales', headerName: 'Last 8 weeks' },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.sales.reduce((sum, week) => sum + week, 0),
  },
];

export default function SparklineColumn() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Product sales"
      />
    </Box>
  );
}
