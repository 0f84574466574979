import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { binColumns, initialBins } from './inventory';

// Reads lines of comma-separated values, as from a CSV file, instead of tabs.
const splitCommaLines = (text) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()));

export default function PasteParser() {
  const [rows, setRows] = React.useState(initialBins);
  const processRowUpdate = (updated) => {
    setRows((previous) =>
      previous.map((row) => (row.id === updated.id ? updated : row)),
    );
    return updated;
  };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="CSV sample to copy (item, count)"
        value={'Fuse 16 A, 90\nCeiling rose, 25'}
        multiline
        size="small"
        slotProps={{ input: { readOnly: true } }}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={binColumns}
          cellSelection
          splitClipboardPastedText={splitCommaLines}
          processRowUpdate={processRowUpdate}
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Stock bins; paste comma-separated lines into the item column"
        />
      </Box>
    </Stack>
  );
}
