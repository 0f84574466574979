import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { binColumns, initialBins, sampleBlock } from './inventory';

export default function PasteAndSave() {
  const [rows, setRows] = React.useState(initialBins);
  const [saved, setSaved] = React.useState([]);

  // Called once per pasted row, as for an edit: this is where pasted values are saved.
  const processRowUpdate = (updated) => {
    setRows((previous) =>
      previous.map((row) => (row.id === updated.id ? updated : row)),
    );
    setSaved((previous) => [...previous, updated.bin].slice(-6));
    return updated;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Sample to copy (two rows of count and price)"
        value={sampleBlock}
        multiline
        size="small"
        slotProps={{ input: { readOnly: true } }}
        sx={{ maxWidth: 320 }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        {saved.length
          ? `Saved bins: ${saved.join(', ')}`
          : 'Copy the sample, click a Count cell and press Ctrl+V (⌘+V).'}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={binColumns}
          cellSelection
          processRowUpdate={processRowUpdate}
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Stock bins; paste into the count and price columns"
        />
      </Box>
    </Stack>
  );
}
