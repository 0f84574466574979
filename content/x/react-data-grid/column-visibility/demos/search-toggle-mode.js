import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { employeeColumns, employeeRows } from './data';

// Matches the header name or the field, so "start" finds "Started" and "startYear".
const searchPredicate = (column, search) => {
  const query = search.trim().toLowerCase();
  return (
    (column.headerName ?? '').toLowerCase().includes(query) ||
    column.field.toLowerCase().includes(query)
  );
};

export default function SearchToggleMode() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employeeRows}
        columns={employeeColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          columnsManagement: {
            searchPredicate,
            // While searching, "Show/Hide all" only affects the columns that match.
            toggleAllMode: 'filteredOnly',
          },
        }}
        hideFooter
        aria-label="Employees; search the columns panel by field or header"
      />
    </Box>
  );
}
