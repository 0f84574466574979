import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridToolbar } from '@mui/x-data-grid-premium';
import { stock, stockColumns } from './stock';

export default function ExcelToolbarItem() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { excelOptions: { fileName: 'stock' } } }}
        density="compact"
        hideFooter
        aria-label="Stock list with an Excel export"
      />
    </Box>
  );
}
