import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { recipeColumns, recipeRows } from './recipes';

const columns = recipeColumns.map((column) => {
  if (column.field === 'minutes') {
    return {
      ...column,
      // "<60" finds recipes under an hour; other words are not matched against this column.
      getApplyQuickFilterFn: (value) => {
        const match = /^<(\d+)$/.exec(value);
        if (!match) return null;
        return (cellValue) => cellValue < Number(match[1]);
      },
    };
  }
  if (column.field === 'ingredients') {
    // Whole ingredient names only: "egg" does not match "eggs".
    return {
      ...column,
      getApplyQuickFilterFn: (value) => (cellValue) =>
        cellValue
          .split(', ')
          .some((ingredient) => ingredient === value.toLowerCase()),
    };
  }
  return column;
});

export default function MinutesSearch() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={recipeRows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['<60', 'eggs'] } },
        }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        hideFooter
        aria-label="Recipes under an hour with eggs"
      />
    </Box>
  );
}
