import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

export default function SingleClickSelection() {
  const [selection, setSelection] = React.useState([]);
  const parcel = parcels.find((item) => item.id === selection[0]);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={parcels}
          columns={parcelColumns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          hideFooter
          aria-label="Parcels; click one to select it"
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {parcel
          ? `Selected: ${parcel.tracking} for ${parcel.recipient}`
          : 'Click a row to select it.'}
      </Typography>
    </Box>
  );
}
