import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { employeeColumns, employeeRows } from './data';

export default function PanelFooterOptions() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={employeeRows}
        columns={employeeColumns}
        initialState={{ columns: { columnVisibilityModel: { phone: false } } }}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          columnsManagement: {
            // No "Show/Hide all" checkbox and no "Reset" button in the panel's footer.
            disableShowHideToggle: true,
            disableResetButton: true,
          },
        }}
        hideFooter
        aria-label="Employees with a columns panel without footer actions"
      />
    </Box>
  );
}
