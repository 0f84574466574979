import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

export default function CheckboxOnlySelection() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={parcelColumns}
        checkboxSelection
        // Clicking a row only focuses the cell; the checkboxes select.
        disableRowSelectionOnClick
        density="compact"
        aria-label="Parcels selected with checkboxes only"
      />
    </Box>
  );
}
