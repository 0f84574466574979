import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Amara Okafor', email: 'amara@example.com', team: 'Design' },
  { id: 2, name: 'Jonas Berg', email: 'jonas@example.com', team: 'Platform' },
  { id: 3, name: 'Mei Tanaka', email: 'mei@example.com', team: 'Support' },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 180, editable: true },
  {
    field: 'team',
    headerName: 'Team',
    width: 130,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Design', 'Platform', 'Support'],
  },
];

export default function RowEditGrid() {
  const [lastSaved, setLastSaved] = React.useState(null);
  // Row editing commits every cell of the row at once, when the reader presses Enter or leaves it.
  const processRowUpdate = (updated) => {
    setLastSaved(updated);
    return updated;
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          hideFooter
          aria-label="Team contacts, editable by row"
        />
      </Box>
      <Typography sx={{ mt: 1 }} role="status">
        {lastSaved
          ? `Saved ${lastSaved.name} (${lastSaved.team})`
          : 'Double-click a row to edit it.'}
      </Typography>
    </Box>
  );
}
