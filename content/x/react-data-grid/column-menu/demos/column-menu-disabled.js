import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { recipeColumns, recipes } from './recipes';

// The dish column never has a menu.
const columns = recipeColumns.map((column) =>
  column.field === 'dish' ? { ...column, disableColumnMenu: true } : column,
);

export default function ColumnMenuDisabled() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable every column menu"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={recipes}
          columns={columns}
          disableColumnMenu={disabled}
          density="compact"
          hideFooter
          aria-label="Recipes with column menus switched off"
        />
      </Box>
    </Box>
  );
}
