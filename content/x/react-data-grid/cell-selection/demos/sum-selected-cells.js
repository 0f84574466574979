import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const quarters = ['q1', 'q2', 'q3', 'q4'];

const rows = ['North', 'South', 'East', 'West'].map((region, index) => ({
  id: region,
  region,
  ...Object.fromEntries(
    quarters.map((quarter, q) => [quarter, 100 + ((index * 17 + q * 29) % 90)]),
  ),
}));

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  ...quarters.map((quarter) => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 90,
  })),
];

export default function SumSelectedCells() {
  const [model, setModel] = React.useState({ North: { q1: true, q2: true } });
  const values = Object.entries(model).flatMap(([id, fields]) =>
    Object.keys(fields)
      .filter((field) => fields[field])
      .map((field) => rows.find((row) => row.id === id)?.[field]),
  );
  const numbers = values.filter((value) => typeof value === 'number');
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          hideFooter
          aria-label="Sales per quarter"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {numbers.length} cells selected, sum{' '}
        {numbers.reduce((sum, value) => sum + value, 0)}
      </Typography>
    </Box>
  );
}
