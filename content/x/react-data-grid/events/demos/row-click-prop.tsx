import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { TeamMember, team } from './team';

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function RowClickProp() {
  const [message, setMessage] = React.useState('Click a row.');

  // The prop receives the event's params first: here the row's id and model.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setMessage(`${params.row.name} works in ${params.row.office} (row ${params.id}).`);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={team}
          columns={columns}
          onRowClick={handleRowClick}
          hideFooter
          aria-label="Team"
        />
      </Box>
    </Stack>
  );
}
