import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, bin: 'A-01', item: 'Copper wire 2 mm', price: 3.5 },
  { id: 2, bin: 'A-02', item: 'Cable ties', price: 0.05 },
  { id: 3, bin: 'B-01', item: 'Fuse 10 A', price: 0.8 },
];

const columns = [
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value) => `€${value.toFixed(2)}`,
  },
];

export default function CopyFormat() {
  const [copied, setCopied] = React.useState('');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // Semicolons between cells, and raw prices (0.05) instead of the shown "€0.05".
          clipboardCopyCellDelimiter=";"
          ignoreValueFormatterDuringExport={{
            clipboardExport: true,
            csvExport: false,
          }}
          onClipboardCopy={setCopied}
          hideFooter
          aria-label="Stock bins; tick rows and press Ctrl+C"
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        component="div"
        role="status"
      >
        {copied
          ? 'Copied:'
          : 'Tick rows and press Ctrl+C (⌘+C) to see what is copied.'}
        {copied ? (
          <Box component="pre" sx={{ m: 0, color: 'text.primary' }}>
            {copied}
          </Box>
        ) : null}
      </Typography>
    </Stack>
  );
}
