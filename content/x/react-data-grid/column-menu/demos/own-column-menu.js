import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  useGridApiContext,
} from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

// A menu written from scratch: the container handles focus, keyboard and closing.
function QuickColumnMenu({ hideMenu, colDef, ...other }) {
  const apiRef = useGridApiContext();
  const act = (action) => (event) => {
    action();
    hideMenu(event);
  };
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <MenuItem onClick={act(() => apiRef.current.sortColumn(colDef.field, 'asc'))}>
        Smallest first
      </MenuItem>
      <MenuItem onClick={act(() => apiRef.current.sortColumn(colDef.field, 'desc'))}>
        Largest first
      </MenuItem>
      <MenuItem
        onClick={act(() =>
          apiRef.current.autosizeColumns({
            columns: [colDef.field],
            includeHeaders: true,
          }),
        )}
      >
        Fit to content
      </MenuItem>
      <MenuItem
        onClick={act(() => apiRef.current.setColumnVisibility(colDef.field, false))}
      >
        Hide
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

export default function OwnColumnMenu() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={recipeColumns}
        slots={{ columnMenu: QuickColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Recipes with a column menu of their own"
      />
    </Box>
  );
}
