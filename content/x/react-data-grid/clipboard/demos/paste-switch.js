import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { binColumns, initialBins } from './inventory';

export default function PasteSwitch() {
  const [pasteOff, setPasteOff] = React.useState(true);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pasteOff}
            onChange={(event) => setPasteOff(event.target.checked)}
          />
        }
        label="Disable clipboard paste (copying still works)"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={initialBins}
          columns={binColumns}
          cellSelection
          disableClipboardPaste={pasteOff}
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Stock bins"
        />
      </Box>
    </Stack>
  );
}
