import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const rows = [
  { id: 1001, customer: 'Ana Silva', items: 2, total: 64.9, status: 'Shipped' },
  { id: 1002, customer: 'Bo Lindqvist', items: 1, total: 19.5, status: 'Paid' },
  { id: 1003, customer: 'Chidi Okafor', items: 5, total: 212.0, status: 'Shipped' },
  { id: 1004, customer: 'Dana Levi', items: 3, total: 88.3, status: 'Refunded' },
  { id: 1005, customer: 'Eli Moreau', items: 1, total: 12.0, status: 'Paid' },
  { id: 1006, customer: 'Farah Haddad', items: 4, total: 140.75, status: 'Shipped' },
];

export default function OrdersDataGrid() {
  return (
    // Sorting, filtering, pagination and selection come built in.
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
        checkboxSelection
        disableRowSelectionOnClick
        aria-label="Orders"
      />
    </Box>
  );
}
