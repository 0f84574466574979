import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { employeeColumns, employeeRows } from './data';

const contactFields = ['email', 'phone'];

export default function TogglableColumns() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={employeeRows}
        columns={employeeColumns}
        initialState={{
          columns: { columnVisibilityModel: { phone: false, id: false } },
        }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          columnsManagement: {
            // Only the contact details can be toggled; the other columns are fixed.
            getTogglableColumns: (columns) =>
              columns
                .filter((column) => contactFields.includes(column.field))
                .map((column) => column.field),
          },
        }}
        hideFooter
        aria-label="Employees with togglable contact columns"
      />
    </Box>
  );
}
