import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const repos = [
  'atlas',
  'beacon',
  'compass',
  'delta',
  'ember',
  'fjord',
  'glacier',
  'harbor',
].map((name, index) => ({
  id: index + 1,
  name,
  stars: (index * 7919) % 5000,
}));

// Mock server in the browser: sorts by the model it receives, after 300 ms.
function fetchSorted(sortModel) {
  const [sort] = sortModel;
  const sorted = sort
    ? [...repos].sort((a, b) => {
        const key = sort.field;
        const order = a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0;
        return sort.sort === 'desc' ? -order : order;
      })
    : repos;
  return new Promise((resolve) => setTimeout(() => resolve(sorted), 300));
}

const columns = [
  { field: 'name', headerName: 'Repository', flex: 1 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 110 },
];

export default function ServerSorting() {
  const [sortModel, setSortModel] = React.useState([
    { field: 'stars', sort: 'desc' },
  ]);
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchSorted(sortModel).then((result) => {
      if (current) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [sortModel]);
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: a simulated server in your browser sorts the rows.
      </Alert>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          loading={loading}
          hideFooter
          aria-label="Repositories"
        />
      </Box>
    </Box>
  );
}
