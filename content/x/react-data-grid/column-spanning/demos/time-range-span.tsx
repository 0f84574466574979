import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const shifts = [
  { id: 1, nurse: 'Amara', start: '07:00', end: '15:00' },
  { id: 2, nurse: 'Benedikt', start: '15:00', end: '23:00' },
  { id: 3, nurse: 'Chiara', start: '23:00', end: '07:00' },
  { id: 4, nurse: 'Dev', start: '09:00', end: '17:00' },
];

const columns: GridColDef[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1 },
  {
    field: 'start',
    headerName: 'Start',
    width: 110,
    // The same span in every row: this cell also covers the End column.
    colSpan: 2,
    renderCell: ({ row }) => `${row.start} to ${row.end}`,
  },
  // Never drawn as a cell, but its header stays: click it to sort by end time.
  { field: 'end', headerName: 'End', width: 110 },
];

export default function TimeRangeSpan() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={shifts} columns={columns} showCellVerticalBorder hideFooter aria-label="Nursing shifts" />
    </Box>
  );
}
