import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { recipeColumns, recipeRows } from './recipes';

export default function AccentFreeSearch() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={recipeRows}
        columns={recipeColumns}
        // "creme" finds "Crème brûlée" and "acai" finds "Açaí bowl".
        ignoreDiacritics
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['acai'] } },
        }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        hideFooter
        aria-label="Recipes searched without accents"
      />
    </Box>
  );
}
