import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

// Free-text notes get a shorter menu: no sorting and no filtering, only the column items.
function ColumnMenu(props: GridColumnMenuProps) {
  const isNotes = props.colDef.field === 'notes';
  return (
    <GridColumnMenu
      {...props}
      slots={isNotes ? { columnMenuSortItem: null, columnMenuFilterItem: null } : undefined}
    />
  );
}

export default function MenuItemsPerColumn() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={recipeColumns}
        slots={{ columnMenu: ColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Recipes with a shorter menu on the notes column"
      />
    </Box>
  );
}
