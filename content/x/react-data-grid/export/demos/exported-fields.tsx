import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbarContainer, GridToolbarExport } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

// The file lists the SKU, the stock and the hidden supplier note, in that order.
function FieldsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ fileName: 'reorder-list', fields: ['sku', 'quantity', 'supplierNote'] }}
        printOptions={{ disableToolbarButton: true }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportedFields() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: FieldsToolbar }}
        initialState={{ columns: { columnVisibilityModel: { supplierNote: false } } }}
        density="compact"
        hideFooter
        aria-label="Stock list exporting chosen fields"
      />
    </Box>
  );
}
