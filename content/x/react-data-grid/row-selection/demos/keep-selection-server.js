import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const TOTAL = 200;

// Mock server in the browser: one page of subscribers at a time.
function fetchPage({ page, pageSize }) {
  const rows = Array.from({ length: pageSize }, (_, index) => {
    const id = page * pageSize + index + 1;
    return { id, email: `subscriber${id}@example.com` };
  });
  return new Promise((resolve) => setTimeout(() => resolve(rows), 250));
}

const columns = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

export default function KeepSelectionServer() {
  const [model, setModel] = React.useState({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState([]);
  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(model).then((page) => {
      if (current) {
        setRows(page);
        setLoading(false);
      }
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
          pageSizeOptions={[10]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          aria-label="Newsletter subscribers"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {selection.length} subscribers selected across pages
      </Typography>
    </Box>
  );
}
