import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    flight: 'TP 1352',
    destination: 'Madeira',
    gate: 'B12',
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'LH 1173',
    destination: 'Frankfurt',
    gate: 'A3',
    status: 'On time',
  },
  { id: 3, flight: 'AF 1025', destination: 'Paris', gate: 'A7', status: 'Delayed' },
];

const columns = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function SxGridParts() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Departures styled with sx"
        sx={{
          border: 2,
          borderColor: 'primary.main',
          borderRadius: 2,
          // gridClasses keeps the class names typo-proof.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
          },
          [`& .${gridClasses.cell}`]: { fontFamily: 'monospace' },
          [`& .${gridClasses.row}:hover`]: { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
