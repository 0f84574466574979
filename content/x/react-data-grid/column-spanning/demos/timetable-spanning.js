import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    room: 'Hall A',
    nine: 'Keynote, 9:00 to 11:00',
    eleven: 'Panel',
    twelve: 'Lunch',
    span: { nine: 2 },
  },
  {
    id: 2,
    room: 'Room 1',
    nine: 'Testing talk',
    ten: 'Accessibility talk',
    eleven: 'Design systems',
    twelve: 'Lunch',
  },
  {
    id: 3,
    room: 'Room 2',
    nine: 'Workshop, 9:00 to 12:00',
    twelve: 'Lunch',
    span: { nine: 3 },
  },
];

const slot = (field, headerName) => ({
  field,
  headerName,
  flex: 1,
  minWidth: 120,
  sortable: false,
  colSpan: (_value, row) => row.span?.[field] ?? 1,
});

const columns = [
  { field: 'room', headerName: 'Room', width: 100 },
  slot('nine', '9:00'),
  slot('ten', '10:00'),
  slot('eleven', '11:00'),
  slot('twelve', '12:00'),
];

export default function TimetableSpanning() {
  return (
    <Box
      sx={{
        height: 240,
        width: '100%',
        '& .MuiDataGrid-cell': { borderInlineEnd: 1, borderColor: 'divider' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnMenu
        aria-label="Conference timetable"
      />
    </Box>
  );
}
