import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { recipeColumns, recipeRows } from './recipes';

export default function InitialSearch() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={recipeRows}
        columns={recipeColumns}
        // Starts searched for both words; clear the box to see every recipe.
        initialState={{
          filter: {
            filterModel: { items: [], quickFilterValues: ['eggs', 'tomatoes'] },
          },
        }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        hideFooter
        aria-label="Recipes searched for eggs and tomatoes"
      />
    </Box>
  );
}
