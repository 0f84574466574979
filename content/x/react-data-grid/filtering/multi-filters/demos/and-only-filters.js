import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  trail: `Trail ${String.fromCharCode(65 + index)}`,
  km: 3 + ((index * 11) % 25),
  climb: 100 + ((index * 137) % 1400),
  dogs: index % 2 === 0,
}));

const columns = [
  { field: 'trail', headerName: 'Trail', flex: 1 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'climb', headerName: 'Climb (m)', type: 'number', width: 110 },
  { field: 'dogs', headerName: 'Dogs allowed', type: 'boolean', width: 120 },
];

export default function AndOnlyFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            // Several conditions are still allowed, but they always combine with AND…
            logicOperators: [GridLogicOperator.And],
            // …and the panel keeps the preset conditions: no adding, no "Remove all".
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'km', operator: '<=', value: 15 },
                { id: 2, field: 'dogs', operator: 'is', value: 'true' },
              ],
            },
          },
        }}
        density="compact"
        aria-label="Hiking trails"
      />
    </Box>
  );
}
