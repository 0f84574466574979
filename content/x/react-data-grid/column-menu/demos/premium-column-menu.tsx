import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColumnMenu, GridColumnMenuProps } from '@mui/x-data-grid-premium';
import { recipeColumns, recipes } from './recipes';

// The Premium menu adds pinning, grouping and aggregation; the same slots move or remove them.
function ColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuGroupingItem: null }}
      slotProps={{ columnMenuAggregationItem: { displayOrder: 5 } }}
    />
  );
}

export default function PremiumColumnMenu() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={recipes}
        columns={recipeColumns}
        slots={{ columnMenu: ColumnMenu }}
        density="compact"
        hideFooter
        aria-label="Recipes with the Premium column menu"
      />
    </Box>
  );
}
