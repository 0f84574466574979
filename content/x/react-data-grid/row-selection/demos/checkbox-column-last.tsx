import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, GridColDef } from '@mui/x-data-grid';
import { Parcel, parcelColumns, parcels } from './parcels';

// The checkbox column, wider, named in menus and placed after the data.
const columns: GridColDef<Parcel>[] = [
  ...parcelColumns,
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    width: 110,
    headerName: 'Pick up',
  },
];

export default function CheckboxColumnLast() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={parcels}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        density="compact"
        hideFooter
        aria-label="Parcels with the selection column last"
      />
    </Box>
  );
}
