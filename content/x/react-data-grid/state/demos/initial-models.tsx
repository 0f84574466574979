import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridInitialState, GridToolbar } from '@mui/x-data-grid';
import { harvestColumns, harvestRows } from './harvest';

// Read once at mount; readers change everything afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'tonnes', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'crop', operator: 'isAnyOf', value: ['Olives', 'Grapes'] }] } },
  columns: { columnVisibilityModel: { region: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function InitialModels() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={harvestRows}
        columns={harvestColumns}
        initialState={initialState}
        pageSizeOptions={[5, 10]}
        slots={{ toolbar: GridToolbar }}
        aria-label="Harvests, sorted and filtered at start"
      />
    </Box>
  );
}
