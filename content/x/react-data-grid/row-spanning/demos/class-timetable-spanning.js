import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// Consecutive equal values in a column merge into one cell: a double lesson reads as one block.
const slots = [
  {
    id: 1,
    time: '09:00',
    monday: 'Chemistry',
    tuesday: 'History',
    wednesday: 'Art',
  },
  { id: 2, time: '10:00', monday: 'Chemistry', tuesday: 'Maths', wednesday: 'Art' },
  { id: 3, time: '11:00', monday: 'English', tuesday: 'Maths', wednesday: 'Art' },
  { id: 4, time: '12:00', monday: 'Lunch', tuesday: 'Lunch', wednesday: 'Lunch' },
  {
    id: 5,
    time: '13:00',
    monday: 'Biology',
    tuesday: 'Physics',
    wednesday: 'Music',
  },
  {
    id: 6,
    time: '14:00',
    monday: 'Biology',
    tuesday: 'Physics',
    wednesday: 'English',
  },
];

const columns = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'monday', headerName: 'Monday', flex: 1, minWidth: 110 },
  { field: 'tuesday', headerName: 'Tuesday', flex: 1, minWidth: 110 },
  { field: 'wednesday', headerName: 'Wednesday', flex: 1, minWidth: 110 },
];

export default function ClassTimetableSpanning() {
  return (
    <Box sx={{ height: 390, width: '100%' }}>
      <DataGrid
        rows={slots}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        disableColumnSorting
        disableRowSelectionOnClick
        hideFooter
        aria-label="Class timetable"
      />
    </Box>
  );
}
