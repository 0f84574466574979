import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';

// Mock API in the browser: a bike-share feed keyed by station code, after 500 ms.
function fetchStations() {
  const names = ['Harbour', 'Library', 'Market', 'Park Gate', 'University'];
  const stations = names.map((name, index) => ({
    code: `ST-${100 + index}`,
    name,
    bikes: Math.floor(Math.random() * 20),
  }));
  return new Promise((resolve) => setTimeout(() => resolve(stations), 500));
}

const columns = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'name', headerName: 'Station', flex: 1 },
  { field: 'bikes', headerName: 'Bikes available', type: 'number', width: 150 },
];

export default function FetchedRows() {
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(false);
  const refresh = React.useCallback(() => {
    setLoading(true);
    fetchStations().then((stations) => {
      setRows(stations);
      setLoading(false);
    });
  }, []);
  React.useEffect(refresh, [refresh]);
  return (
    <Box sx={{ width: '100%' }}>
      <Alert
        severity="info"
        sx={{ mb: 1 }}
        action={
          <Button size="small" onClick={refresh}>
            Refresh
          </Button>
        }
      >
        Mock data source: a simulated feed in your browser.
      </Alert>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowId={(row) => row.code}
          loading={loading}
          hideFooter
          aria-label="Bike stations"
        />
      </Box>
    </Box>
  );
}
