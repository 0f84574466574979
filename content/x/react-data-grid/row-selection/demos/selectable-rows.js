import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

// Delivered parcels cannot be picked for a new pickup.
const isRowSelectable = (params) => params.row.status !== 'Delivered';

export default function SelectableRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={parcelColumns}
        checkboxSelection
        isRowSelectable={isRowSelectable}
        density="compact"
        aria-label="Parcels; delivered ones cannot be selected"
      />
    </Box>
  );
}
