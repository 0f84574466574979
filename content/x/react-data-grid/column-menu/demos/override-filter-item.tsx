import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  GridPreferencePanelsValue,
  useGridApiContext,
} from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

// Replaces the default "Filter" item: it opens the filter panel with a filter on this column.
function FilterThisColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  if (colDef.filterable === false) {
    return null;
  }
  return (
    <MenuItem
      onClick={(event) => {
        onClick(event);
        apiRef.current.showPreferences(GridPreferencePanelsValue.filters);
        apiRef.current.upsertFilterItem({ id: colDef.field, field: colDef.field, operator: colDef.type === 'number' ? '>=' : 'contains' });
      }}
    >
      <ListItemIcon>
        <SearchIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Find in {colDef.headerName}</ListItemText>
    </MenuItem>
  );
}

function ColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: FilterThisColumnItem }} />;
}

export default function OverrideFilterItem() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={recipes}
        columns={recipeColumns}
        slots={{ columnMenu: ColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Recipes with a replaced filter item"
      />
    </Box>
  );
}
