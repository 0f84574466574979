import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, GridToolbar } from '@mui/x-data-grid';
import { recipeColumns, recipeRows } from './recipes';

// "West African, Polish" is two values, not three words.
const parseCommas = (input: string) =>
  input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export default function CommaSeparatedSearch() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={recipeRows}
        columns={recipeColumns}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['West African', 'Polish'],
              // A row matching any of the values stays.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            quickFilterProps: {
              quickFilterParser: parseCommas,
              quickFilterFormatter: (values: string[]) => values.join(', '),
              placeholder: 'Cuisines, comma separated',
            },
          },
        }}
        hideFooter
        aria-label="Recipes of the listed cuisines"
      />
    </Box>
  );
}
