import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const days = ['mon', 'tue', 'wed', 'thu', 'fri'];

const rows = ['Kitchen', 'Front desk', 'Cleaning', 'Bar'].map((team, index) => ({
  id: team,
  team,
  ...Object.fromEntries(days.map((day, d) => [day, 2 + ((index * 3 + d * 5) % 6)])),
}));

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  ...days.map((day) => ({
    field: day,
    headerName: day[0].toUpperCase() + day.slice(1),
    type: 'number' as const,
    width: 80,
  })),
];

const edge = (theme: { palette: { primary: { main: string } } }) => `2px solid ${theme.palette.primary.main}`;

export default function RangeBorderStyles() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        initialState={{ cellSelection: { Kitchen: { tue: true, wed: true }, 'Front desk': { tue: true, wed: true } } }}
        hideFooter
        aria-label="Staff per shift"
        sx={(theme) => ({
          // Draw one outline around the whole selected rectangle instead of shading every cell.
          '& .MuiDataGrid-cell.Mui-selected': { bgcolor: 'transparent' },
          '& .MuiDataGrid-cell--rangeTop': { borderTop: edge(theme) },
          '& .MuiDataGrid-cell--rangeBottom': { borderBottom: edge(theme) },
          '& .MuiDataGrid-cell--rangeLeft': { borderLeft: edge(theme) },
          '& .MuiDataGrid-cell--rangeRight': { borderRight: edge(theme) },
        })}
      />
    </Box>
  );
}
