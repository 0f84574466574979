import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { stock, stockColumns } from './stock';

export default function ExportFromButtons() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'stock' })}>
          CSV
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current.exportDataAsExcel({ fileName: 'stock' })}>
          Excel
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current.exportDataAsPrint({ hideFooter: true })}>
          Print
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={stock}
          columns={stockColumns}
          density="compact"
          hideFooter
          aria-label="Stock list exported from the buttons above"
        />
      </Box>
    </Stack>
  );
}
