import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnResizeParams } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Grindelwald', altitude: 1034, snow: 85 },
  { id: 2, station: 'Zermatt', altitude: 1608, snow: 140 },
  { id: 3, station: 'Davos', altitude: 1560, snow: 110 },
];

const columns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 160 },
  { field: 'altitude', headerName: 'Altitude (m)', type: 'number', width: 130 },
  // This column never resizes, even when resizing is on.
  { field: 'snow', headerName: 'Snow (cm)', type: 'number', width: 110, resizable: false },
];

export default function ResizeEvents() {
  const [locked, setLocked] = React.useState(false);
  const [lastResize, setLastResize] = React.useState('Drag a column separator in the header.');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastResize(`${params.colDef.headerName} is now ${Math.round(params.width)}px wide.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={locked} onChange={(event) => setLocked(event.target.checked)} />}
        label="Disable column resizing"
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {lastResize}
      </Typography>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnResize={locked}
          onColumnWidthChange={handleWidthChange}
          hideFooter
          aria-label="Ski stations"
        />
      </Box>
    </Stack>
  );
}
