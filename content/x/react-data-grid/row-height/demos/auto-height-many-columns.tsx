import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const meals = [
  'Porridge with apple',
  'Lentil soup and bread, followed by a slice of lemon cake',
  'Rice and beans',
  'Vegetable curry with flatbread and yoghurt, mango for pudding',
  'Pasta',
];

// Fourteen wide columns: most are outside the viewport until scrolled to.
const rows = Array.from({ length: 6 }, (_, week) => {
  const row: Record<string, string | number> = { id: week + 1, week: `Week ${week + 1}` };
  days.forEach((day, index) => {
    row[`${day}-lunch`] = meals[(week + index) % meals.length];
    row[`${day}-dinner`] = meals[(week + index + 2) % meals.length];
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'week', headerName: 'Week', width: 90 },
  ...days.flatMap((day) => [
    { field: `${day}-lunch`, headerName: `${day} lunch`, width: 170 },
    { field: `${day}-dinner`, headerName: `${day} dinner`, width: 170 },
  ]),
];

export default function AutoHeightManyColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        // Off-screen columns are measured too, so row heights do not jump while scrolling sideways.
        columnBufferPx={4000}
        sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.4 } }}
        hideFooter
        aria-label="Meal plan by week"
      />
    </Box>
  );
}
