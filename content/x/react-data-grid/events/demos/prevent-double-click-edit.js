import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { team } from './team';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  { field: 'role', headerName: 'Role', width: 130, editable: true },
  { field: 'office', headerName: 'Office', width: 130, editable: true },
];

// Runs before the grid's own handler: marking the event stops double-click
// editing. Enter, F2 or typing still start edit mode.
const handleCellDoubleClick = (_params, event) => {
  event.defaultMuiPrevented = true;
};

export default function PreventDoubleClickEdit() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={team}
        columns={columns}
        onCellDoubleClick={handleCellDoubleClick}
        hideFooter
        aria-label="Team, editable from the keyboard only"
      />
    </Box>
  );
}
