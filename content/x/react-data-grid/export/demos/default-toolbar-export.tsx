import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

export default function DefaultToolbarExport() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: GridToolbar }}
        density="compact"
        hideFooter
        aria-label="Stock list with the default toolbar"
      />
    </Box>
  );
}
