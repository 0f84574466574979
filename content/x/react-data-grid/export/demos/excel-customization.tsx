import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridExceljsProcessInput, GridToolbar } from '@mui/x-data-grid-premium';
import { stock, stockColumns } from './stock';

// Before the rows: a bold title line and an empty line.
async function addTitle({ worksheet }: GridExceljsProcessInput) {
  worksheet.addRow(['Stock count, hardware store']).font = { bold: true, size: 14 };
  worksheet.addRow([]);
}

// After the rows: where the figures come from.
async function addSource({ worksheet }: GridExceljsProcessInput) {
  worksheet.addRow([]);
  worksheet.addRow(['Counted on 2024-04-17 by the evening shift']).font = { italic: true };
}

export default function ExcelCustomization() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'stock-count',
              exceljsPreProcess: addTitle,
              exceljsPostProcess: addSource,
              columnsStyles: { unitCost: { numFmt: '€0.00' } },
            },
            csvOptions: { disableToolbarButton: true },
          },
        }}
        density="compact"
        hideFooter
        aria-label="Stock list with a titled Excel export"
      />
    </Box>
  );
}
