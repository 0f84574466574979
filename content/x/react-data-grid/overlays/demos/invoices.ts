import { GridColDef } from '@mui/x-data-grid';

/** A fixed list of invoices shared by the overlay demos. */
export const invoices = [
  { id: 1, number: 'INV-0412', client: 'Harbour Books', total: 1240, status: 'Paid' },
  { id: 2, number: 'INV-0413', client: 'Kiln & Co', total: 380, status: 'Due' },
  { id: 3, number: 'INV-0414', client: 'Moss Architects', total: 2975, status: 'Overdue' },
  { id: 4, number: 'INV-0415', client: 'Little Loaf Bakery', total: 164, status: 'Paid' },
];

export const invoiceColumns: GridColDef[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];
