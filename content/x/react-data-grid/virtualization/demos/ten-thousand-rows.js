import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const sensors = ['Boiler', 'Pump', 'Valve', 'Fan', 'Chiller'];

// Rows are plain objects computed from their index: cheap, and built only on request.
function makeReadings(count) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sensor: `${sensors[index % sensors.length]} ${Math.floor(index / sensors.length) + 1}`,
    celsius: Math.round((40 + 25 * Math.sin(index / 50)) * 10) / 10,
    pressure: Math.round((2 + Math.cos(index / 80)) * 100) / 100,
  }));
}

const columns = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 100 },
  { field: 'sensor', headerName: 'Sensor', flex: 1 },
  { field: 'celsius', headerName: 'Temperature (°C)', type: 'number', width: 160 },
  { field: 'pressure', headerName: 'Pressure (bar)', type: 'number', width: 140 },
];

export default function TenThousandRows() {
  const [rows, setRows] = React.useState([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          disabled={rows.length > 0}
          onClick={() => setRows(makeReadings(10_000))}
        >
          Load 10,000 readings
        </Button>
        <Typography variant="body2" role="status">
          {rows.length
            ? `${rows.length.toLocaleString('en-US')} rows loaded`
            : 'No rows loaded yet'}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[100]}
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          aria-label="Sensor readings"
        />
      </Box>
    </Box>
  );
}
