import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { stationColumns, stationRows } from './stations';

// No column can be pinned from the menus...
const columns: GridColDef[] = stationColumns.map((column) => ({ ...column, pinnable: false }));

export default function PinFromCode() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={stationRows}
        columns={columns}
        // ...but the code pins two of them, and readers cannot unpin them.
        initialState={{ pinnedColumns: { left: ['station'], right: ['peak'] } }}
        hideFooter
        aria-label="Wind speed with columns pinned by the page"
      />
    </Box>
  );
}
