import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

export default function DefaultColumnMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={recipeColumns}
        density="compact"
        hideFooter
        aria-label="Recipes with the default column menu"
      />
    </Box>
  );
}
