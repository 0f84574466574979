import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowSpacingParams, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, event: 'Opening keynote', room: 'Main hall', time: '09:00' },
  { id: 2, event: 'Accessibility in data tables', room: 'Room 2', time: '10:15' },
  { id: 3, event: 'Lunch', room: 'Terrace', time: '12:30' },
  { id: 4, event: 'Panel: design systems', room: 'Main hall', time: '14:00' },
];

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'event', headerName: 'Session', flex: 1, minWidth: 180 },
  { field: 'room', headerName: 'Room', width: 120 },
];

// Space above and below each row; none above the first and below the last.
const getRowSpacing = (params: GridRowSpacingParams) => ({
  top: params.isFirstVisible ? 0 : 6,
  bottom: params.isLastVisible ? 0 : 6,
});

export default function CardRows() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowSpacing={getRowSpacing}
        hideFooter
        aria-label="Conference sessions"
        sx={{
          bgcolor: 'action.hover',
          [`& .${gridClasses.row}`]: { bgcolor: 'background.paper', borderRadius: 1 },
        }}
      />
    </Box>
  );
}
