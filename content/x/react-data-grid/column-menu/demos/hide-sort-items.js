import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

// The sort items leave the menu of every column; header clicks still sort.
function ColumnMenu(props) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: null }} />;
}

export default function HideSortItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={recipeColumns}
        slots={{ columnMenu: ColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Recipes without sort items in the column menu"
      />
    </Box>
  );
}
