import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { employeeColumns, employeeRows } from './data';

export default function NoColumnSelector() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={employeeRows}
        columns={employeeColumns}
        // No Columns button in the toolbar and no "Manage columns" in the column menu.
        disableColumnSelector
        initialState={{ columns: { columnVisibilityModel: { phone: false } } }}
        slots={{ toolbar: GridToolbar }}
        hideFooter
        aria-label="Employees without a columns panel"
      />
    </Box>
  );
}
