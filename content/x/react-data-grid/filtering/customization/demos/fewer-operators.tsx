import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar, getGridStringOperators } from '@mui/x-data-grid';

// Codes are never empty and rarely searched by their end: keep three operators.
const codeOperators = getGridStringOperators().filter((operator) =>
  ['equals', 'startsWith', 'contains'].includes(operator.value),
);

const rows = [
  { id: 1, code: 'EU-PT-LIS', office: 'Lisbon' },
  { id: 2, code: 'EU-DE-BER', office: 'Berlin' },
  { id: 3, code: 'AS-JP-TYO', office: 'Tokyo' },
  { id: 4, code: 'AF-KE-NBO', office: 'Nairobi' },
];

const columns: GridColDef[] = [
  { field: 'code', headerName: 'Office code', width: 160, filterOperators: codeOperators },
  { field: 'office', headerName: 'Office', flex: 1 },
];

export default function FewerOperators() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'code', operator: 'startsWith', value: 'EU' }] } },
        }}
        hideFooter
        aria-label="Offices filtered by code"
      />
    </Box>
  );
}
