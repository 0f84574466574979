import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbarContainer, GridToolbarExport } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

// A toolbar with the export menu only, pushed to the right.
function ExportToolbar() {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'flex-end' }}>
      <GridToolbarExport slotProps={{ button: { variant: 'outlined' } }} />
    </GridToolbarContainer>
  );
}

export default function ExportOnlyToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: ExportToolbar }}
        density="compact"
        hideFooter
        aria-label="Stock list with an export-only toolbar"
      />
    </Box>
  );
}
