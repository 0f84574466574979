import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { employeeColumns, employeeRows } from './data';

// The name can never be hidden: its switch in the panel is disabled and its menu has no "Hide".
const columns = employeeColumns.map((column) =>
  column.field === 'name' ? { ...column, hideable: false } : column,
);

export default function AlwaysVisibleColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={employeeRows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { id: false } } }}
        slots={{ toolbar: GridToolbar }}
        hideFooter
        aria-label="Employees whose name column cannot be hidden"
      />
    </Box>
  );
}
