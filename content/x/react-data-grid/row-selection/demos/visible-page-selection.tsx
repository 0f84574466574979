import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { parcelColumns, parcels } from './parcels';

export default function VisiblePageSelection() {
  const [pageOnly, setPageOnly] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pageOnly} onChange={(event) => setPageOnly(event.target.checked)} />}
        label="Header checkbox selects the current page only"
      />
      <Box sx={{ height: 320 }}>
        <DataGridPro
          rows={parcels}
          columns={parcelColumns}
          checkboxSelection
          checkboxSelectionVisibleOnly={pageOnly}
          pagination
          initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
          pageSizeOptions={[4]}
          density="compact"
          aria-label="Parcels, four per page"
        />
      </Box>
    </Box>
  );
}
