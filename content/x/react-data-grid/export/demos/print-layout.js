import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

// Landscape pages, a smaller font and no toolbar, footer or selection checkboxes on paper.
const pageStyle =
  '@page { size: landscape; margin: 12mm; } .MuiDataGrid-root { font-size: 11px; }';

export default function PrintLayout() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1.5}>
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current.exportDataAsPrint({
              pageStyle,
              hideFooter: true,
              hideToolbar: true,
              includeCheckboxes: false,
              fields: ['sku', 'item', 'quantity'],
            })
          }
        >
          Print a stock count sheet
        </Button>
      </Box>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={stock}
          columns={stockColumns}
          checkboxSelection
          density="compact"
          hideFooter
          aria-label="Stock list to print"
        />
      </Box>
    </Stack>
  );
}
