import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridRowParams, useGridApiContext } from '@mui/x-data-grid-pro';
import { Account, accountColumns, accounts } from './accounts';

// A form in the panel: saving writes the row back to the grid and closes the panel.
function EditAccountForm({ row }: { row: Account }) {
  const apiRef = useGridApiContext();
  const [contact, setContact] = React.useState(row.contact);
  const [seats, setSeats] = React.useState(String(row.seats));
  const seatsNumber = Number(seats);
  const invalid = !Number.isInteger(seatsNumber) || seatsNumber < 1;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    apiRef.current.updateRows([{ ...row, contact, seats: seatsNumber }]);
    apiRef.current.toggleDetailPanel(row.id);
  };

  return (
    <Stack component="form" direction="row" spacing={2} useFlexGap onSubmit={save} sx={{ p: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField size="small" label="Contact" value={contact} onChange={(event) => setContact(event.target.value)} />
      <TextField
        size="small"
        label="Seats"
        type="number"
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
        error={invalid}
        helperText={invalid ? 'A whole number, 1 or more' : ' '}
      />
      <Button type="submit" variant="contained" disabled={invalid}>
        Save
      </Button>
    </Stack>
  );
}

export default function PanelEditForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Account>) => <EditAccountForm row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={accounts}
        columns={[...accountColumns, { field: 'contact', headerName: 'Contact', width: 140 }]}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        density="compact"
        hideFooter
        aria-label="Accounts edited in detail panels"
      />
    </Box>
  );
}
