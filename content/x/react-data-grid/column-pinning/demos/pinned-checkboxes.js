import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid-pro';
import { stationColumns, stationRows } from './stations';

export default function PinnedCheckboxes() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={stationRows}
        columns={stationColumns}
        checkboxSelection
        // The checkbox column is generated, but it has a field like any column.
        initialState={{
          pinnedColumns: {
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'station'],
          },
        }}
        hideFooter
        aria-label="Wind speed with pinned selection checkboxes"
      />
    </Box>
  );
}
