import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { recipeColumns, recipeRows } from './recipes';

const columns: GridColDef[] = recipeColumns.map((column) => {
  if (column.field === 'minutes') {
    return {
      ...column,
      // "<60" finds recipes under an hour; other words are not matched against this column.
      getApplyQuickFilterFn: (value: string) => {
        const match = /^<(\d+)$/.exec(value);
        if (!match) return null;
        return (cellValue: number) => cellValue < Number(match[1]);
      },
    };
  }
  if (column.field === 'ingredients') {
    // Whole ingredient names only: "egg" does not match "eggs".
    return {
      ...column,
      getApplyQuickFilterFn: (value: string) => (cellValue: string) =>
        cellValue.split(', ').some((ingredient) => ingredient === value.toLowerCase()),
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
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['<60', 'eggs'] } } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        hideFooter
        aria-label="Recipes under an hour with eggs"
      />
    </Box>
  );
}
