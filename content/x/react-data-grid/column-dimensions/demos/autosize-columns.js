import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    code: 'LIS',
    airport: 'Humberto Delgado Airport',
    city: 'Lisbon',
    passengers: 33600000,
  },
  {
    id: 2,
    code: 'OSL',
    airport: 'Oslo Gardermoen',
    city: 'Oslo',
    passengers: 25000000,
  },
  {
    id: 3,
    code: 'NBO',
    airport: 'Jomo Kenyatta International Airport',
    city: 'Nairobi',
    passengers: 8800000,
  },
  {
    id: 4,
    code: 'YUL',
    airport: 'Montréal–Trudeau',
    city: 'Montreal',
    passengers: 21100000,
  },
];

const columns = [
  { field: 'code', headerName: 'Code', width: 80, resizable: false },
  { field: 'airport', headerName: 'Airport', width: 140 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 100 },
  {
    field: 'passengers',
    headerName: 'Passengers a year',
    type: 'number',
    width: 120,
  },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current.autosizeColumns({ includeHeaders })}
        >
          Fit columns to content
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Count header text"
        />
      </Stack>
      <Box sx={{ height: 290 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Airports"
        />
      </Box>
    </Stack>
  );
}
