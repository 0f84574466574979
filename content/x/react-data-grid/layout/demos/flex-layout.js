import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  station: `Station ${String.fromCharCode(65 + (index % 26))}${Math.floor(index / 26) + 1}`,
  temperature: Math.round((12 + Math.sin(index) * 8) * 10) / 10,
}));

const columns = [
  { field: 'station', headerName: 'Station', flex: 1 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 170,
  },
];

export default function FlexLayout() {
  return (
    <Paper
      variant="outlined"
      sx={{ height: 380, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h3">
          Weather stations
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Latest reading per station
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          aria-label="Weather stations"
        />
      </Box>
    </Paper>
  );
}
