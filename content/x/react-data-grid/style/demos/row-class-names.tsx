import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

type Status = 'Shipped' | 'Pending' | 'Cancelled';

interface Order {
  id: number;
  customer: string;
  status: Status;
}

const rows: Order[] = [
  { id: 1041, customer: 'Kofi Mensah', status: 'Shipped' },
  { id: 1042, customer: 'Lena Fischer', status: 'Pending' },
  { id: 1043, customer: 'Mateo Ruiz', status: 'Cancelled' },
  { id: 1044, customer: 'Noor Haddad', status: 'Shipped' },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const getRowClassName = (params: GridRowClassNameParams<Order>) => `order--${params.row.status.toLowerCase()}`;

export default function RowClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 300,
        width: '100%',
        '& .order--shipped': { bgcolor: alpha(theme.palette.success.main, 0.12) },
        '& .order--pending': { bgcolor: alpha(theme.palette.warning.main, 0.14) },
        '& .order--cancelled': { textDecoration: 'line-through', color: 'text.secondary' },
      })}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} hideFooter aria-label="Orders tinted by status" />
    </Box>
  );
}
