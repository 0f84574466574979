import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-2024-031', amount: 1250, status: 'Draft' },
  { id: 2, invoice: 'INV-2024-032', amount: 480, status: 'Sent' },
  { id: 3, invoice: 'INV-2024-033', amount: 3100, status: 'Draft' },
  { id: 4, invoice: 'INV-2024-034', amount: 760, status: 'Paid' },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid'],
    width: 120,
    editable: true,
  },
];

// The amount of an invoice that left the drafts is frozen; the status stays editable.
const isCellEditable = (params: GridCellParams) => params.field !== 'amount' || params.row.status === 'Draft';

export default function EditableCellsPerRow() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .MuiDataGrid-cell--editable': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid rows={rows} columns={columns} isCellEditable={isCellEditable} hideFooter aria-label="Invoices; amounts editable on drafts only" />
    </Box>
  );
}
