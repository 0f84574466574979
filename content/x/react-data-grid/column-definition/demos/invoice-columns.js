import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid } from '@mui/x-data-grid';

const invoices = [
  {
    id: 'INV-101',
    client: 'Northwind',
    quantity: 12,
    unitPrice: 45,
    issued: '2027-01-14',
    paid: true,
  },
  {
    id: 'INV-102',
    client: 'Blue Harbor',
    quantity: 3,
    unitPrice: 320,
    issued: '2027-02-02',
    paid: false,
  },
  {
    id: 'INV-103',
    client: 'Fernhill',
    quantity: 40,
    unitPrice: 12.5,
    issued: '2027-02-19',
    paid: true,
  },
  {
    id: 'INV-104',
    client: 'Quill & Co',
    quantity: 7,
    unitPrice: 88,
    issued: '2027-03-08',
    paid: false,
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 120 },
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueGetter: (value) => new Date(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value) => money.format(value),
  },
  {
    field: 'paid',
    headerName: 'Status',
    width: 110,
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={value ? 'Paid' : 'Due'}
        color={value ? 'success' : 'default'}
      />
    ),
  },
];

export default function InvoiceColumns() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={invoices} columns={columns} hideFooter aria-label="Invoices" />
    </Box>
  );
}
