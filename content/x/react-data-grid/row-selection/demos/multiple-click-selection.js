import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { parcelColumns, parcels } from './parcels';

export default function MultipleClickSelection() {
  // Ctrl/⌘ + click adds or removes a row, Shift + click selects a range; the footer counts them.
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={parcels}
        columns={parcelColumns}
        density="compact"
        aria-label="Parcels; Ctrl or Shift click to select several"
      />
    </Box>
  );
}
