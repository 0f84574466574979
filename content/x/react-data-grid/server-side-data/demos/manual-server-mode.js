import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { queryBooks, wait } from './mock-server';

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 140 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 100,
    filterable: false,
  },
];

export default function ManualServerMode() {
  const [sortModel, setSortModel] = React.useState([]);
  const [filterModel, setFilterModel] = React.useState({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 10,
  });
  const [data, setData] = React.useState({
    rows: [],
    rowCount: 0,
  });
  const [loading, setLoading] = React.useState(true);

  // Without a data source, the page fetches whenever a model changes.
  React.useEffect(() => {
    let active = true;
    setLoading(true);
    wait(400).then(() => {
      if (active) {
        setData(queryBooks({ sortModel, filterModel, ...paginationModel }));
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel, filterModel, paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock server: the page queries an in-memory list in your browser.
      </Alert>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={data.rows}
          rowCount={data.rowCount}
          columns={columns}
          loading={loading}
          sortingMode="server"
          filterMode="server"
          paginationMode="server"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          density="compact"
          aria-label="Books, queried by hand"
        />
      </Box>
    </Box>
  );
}
