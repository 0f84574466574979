import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, element: 'Hydrogen', symbol: 'H', mass: 1.008 },
  { id: 2, element: 'Carbon', symbol: 'C', mass: 12.011 },
  { id: 3, element: 'Oxygen', symbol: 'O', mass: 15.999 },
  { id: 4, element: 'Iron', symbol: 'Fe', mass: 55.845 },
];

const columns = [
  { field: 'element', headerName: 'Element', flex: 1 },
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  { field: 'mass', headerName: 'Atomic mass', type: 'number', width: 130 },
];

export default function CopyRows() {
  const [copied, setCopied] = React.useState('');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Select rows with their checkboxes, then press Ctrl+C or ⌘+C.
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          clipboardCopyCellDelimiter=","
          onClipboardCopy={setCopied}
          hideFooter
          aria-label="Elements"
        />
      </Box>
      <Typography
        variant="body2"
        component="pre"
        role="status"
        sx={{ mt: 1, whiteSpace: 'pre-wrap' }}
      >
        {copied ? `Copied:\n${copied}` : 'Nothing copied yet.'}
      </Typography>
    </Box>
  );
}
