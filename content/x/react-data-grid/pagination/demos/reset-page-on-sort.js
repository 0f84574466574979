import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  song: `Track ${index + 1}`,
  plays: (index * 4099) % 10000,
}));

const columns = [
  { field: 'song', headerName: 'Song', flex: 1 },
  { field: 'plays', headerName: 'Plays', type: 'number', width: 110 },
];

export default function ResetPageOnSort() {
  const [paginationModel, setPaginationModel] = React.useState({
    page: 2,
    pageSize: 10,
  });
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        // A new order starts on its first page, where readers expect the top results.
        onSortModelChange={() =>
          setPaginationModel((model) => ({ ...model, page: 0 }))
        }
        onFilterModelChange={() =>
          setPaginationModel((model) => ({ ...model, page: 0 }))
        }
        pageSizeOptions={[10]}
        density="compact"
        aria-label="Most played"
      />
    </Box>
  );
}
