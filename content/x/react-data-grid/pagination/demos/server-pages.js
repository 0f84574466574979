import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const TOTAL = 1200;
const cities = ['Porto', 'Gdańsk', 'Marseille', 'Tallinn', 'Valencia', 'Bergen'];

// A mock server living in the browser: no network request is made.
function fetchShipments({ page, pageSize }) {
  const start = page * pageSize;
  const rows = Array.from(
    { length: Math.min(pageSize, TOTAL - start) },
    (_, index) => {
      const id = start + index + 1;
      return {
        id,
        destination: cities[id % cities.length],
        parcels: (id * 13) % 40,
      };
    },
  );
  return new Promise((resolve) => setTimeout(() => resolve(rows), 400));
}

const columns = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

export default function ServerPages() {
  const [model, setModel] = React.useState({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchShipments(model).then((page) => {
      if (!current) return;
      setRows(page);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [model]);
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: pages come from a simulated server in your browser.
      </Alert>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={TOTAL}
          loading={loading}
          paginationMode="server"
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={[25, 50]}
          density="compact"
          aria-label="Shipments"
        />
      </Box>
    </Box>
  );
}
