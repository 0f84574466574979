import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef, GridRowModel } from '@mui/x-data-grid';

interface Stock {
  id: number;
  item: string;
  quantity: number;
}

const initialRows: Stock[] = [
  { id: 1, item: 'Hex bolts M8', quantity: 400 },
  { id: 2, item: 'Washers 8 mm', quantity: 1200 },
  { id: 3, item: 'Wood screws 4×40', quantity: 650 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 130, editable: true },
];

interface Pending {
  newRow: Stock;
  oldRow: Stock;
  resolve: (row: Stock) => void;
}

export default function SaveConfirmationDialog() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<Pending | null>(null);
  const titleId = React.useId();

  // The grid waits on the promise: it resolves with the new row (saved) or the old one (kept).
  const processRowUpdate = (newRow: GridRowModel<Stock>, oldRow: GridRowModel<Stock>) =>
    new Promise<Stock>((resolve) => {
      if (newRow.item === oldRow.item && newRow.quantity === oldRow.quantity) {
        resolve(oldRow);
        return;
      }
      setPending({ newRow, oldRow, resolve });
    });

  const answer = (save: boolean) => {
    if (!pending) return;
    const row = save ? pending.newRow : pending.oldRow;
    if (save) setRows((previous) => previous.map((item) => (item.id === row.id ? row : item)));
    pending.resolve(row);
    setPending(null);
  };

  const describe = (row: Stock) => `${row.item}, ${row.quantity}`;

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter aria-label="Stock levels" />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending ? `"${describe(pending.oldRow)}" becomes "${describe(pending.newRow)}".` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old value</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
