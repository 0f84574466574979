import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { Book, queryBooks, wait } from './mock-server';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 100, filterable: false },
];

export default function ManualServerMode() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [data, setData] = React.useState<{ rows: Book[]; rowCount: number }>({
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
