import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { employeeColumns, employeeRows } from './data';

export default function HiddenOnStart() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={employeeRows}
        columns={employeeColumns}
        // Hidden at first; readers can show them again from the Columns button.
        initialState={{ columns: { columnVisibilityModel: { id: false, phone: false, startYear: false } } }}
        slots={{ toolbar: GridToolbar }}
        hideFooter
        aria-label="Employees with three columns hidden at first"
      />
    </Box>
  );
}
