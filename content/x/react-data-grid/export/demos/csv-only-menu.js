import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

export default function CsvOnlyMenu() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: GridToolbar }}
        // The export menu offers CSV only: printing is switched off.
        slotProps={{ toolbar: { printOptions: { disableToolbarButton: true } } }}
        density="compact"
        hideFooter
        aria-label="Stock list that exports to CSV only"
      />
    </Box>
  );
}
