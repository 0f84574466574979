import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridFilterModel, GridToolbar } from '@mui/x-data-grid';
import { recipeColumns, recipeRows } from './recipes';

export default function SearchHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['onion'],
    quickFilterExcludeHiddenColumns: true,
  });
  const searchHidden = !filterModel.quickFilterExcludeHiddenColumns;
  const setSearchHidden = (include: boolean) =>
    setFilterModel((previous) => ({ ...previous, quickFilterExcludeHiddenColumns: !include }));
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={searchHidden} onChange={(event) => setSearchHidden(event.target.checked)} />}
        label="Also search the hidden ingredients column"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={recipeRows}
          columns={recipeColumns}
          // The option lives in the filter model, next to the search words.
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { ingredients: false } } }}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
          aria-label="Recipes searched for onion"
        />
      </Box>
    </Stack>
  );
}
