import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { toolColumns, toolRows } from './tools';

export default function FirstPageOnFilter() {
  const [paginationModel, setPaginationModel] = React.useState({
    page: 3,
    pageSize: 5,
  });
  const [filterModel, setFilterModel] = React.useState({ items: [] });

  const handleFilterModelChange = (model) => {
    setFilterModel(model);
    // A new filter sends readers back to the first page of the results.
    setPaginationModel((previous) => ({ ...previous, page: 0 }));
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={toolRows}
        columns={toolColumns}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        filterModel={filterModel}
        onFilterModelChange={handleFilterModelChange}
        pageSizeOptions={[5, 10]}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        aria-label="Tools, back to page one on each filter"
      />
    </Box>
  );
}
