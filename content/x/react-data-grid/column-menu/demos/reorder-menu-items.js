import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu } from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

// Default orders are sort 10, filter 20, columns 30; lower numbers come first.
function ColumnMenu(props) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuColumnsItem: { displayOrder: 5 },
        columnMenuSortItem: { displayOrder: 40 },
      }}
    />
  );
}

export default function ReorderMenuItems() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={recipeColumns}
        slots={{ columnMenu: ColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Recipes with filter first in the column menu"
      />
    </Box>
  );
}
