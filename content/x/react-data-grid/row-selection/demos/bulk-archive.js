import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const initialTickets = [
  { id: 1, subject: 'Wrong size delivered', status: 'open' },
  { id: 2, subject: 'Invoice address change', status: 'waiting' },
  { id: 3, subject: 'Replacement part', status: 'shipped' },
  { id: 4, subject: 'Late parcel', status: 'open' },
  { id: 5, subject: 'Gift wrapping request', status: 'waiting' },
];

const columns = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function BulkArchive() {
  const [tickets, setTickets] = React.useState(initialTickets);
  const [selection, setSelection] = React.useState([]);
  const archive = () => {
    setTickets((previous) =>
      previous.filter((ticket) => !selection.includes(ticket.id)),
    );
    setSelection([]);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={selection.length === 0}
          onClick={archive}
        >
          Archive {selection.length || ''}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Shipped tickets cannot be archived.
        </Typography>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={({ row }) => row.status !== 'shipped'}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-label="Support tickets"
        />
      </Box>
    </Box>
  );
}
