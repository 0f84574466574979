import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Order } from './data';

const STATUS_COLOR = { Paid: 'success', Pending: 'warning', Refunded: 'default' } as const;

/** Scrolls sideways inside its own box on narrow screens; the page never does. */
export function OrdersTable({ orders, label }: { orders: Order[]; label: string }) {
  return (
    <TableContainer role="region" tabIndex={0} aria-label={label} sx={{ maxWidth: '100%' }}>
      <Table size="small" sx={{ minWidth: 520 }}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                {order.id}
              </TableCell>
              <TableCell>{order.customer}</TableCell>
              <TableCell>{order.date}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[order.status]}
                  label={order.status}
                />
              </TableCell>
              <TableCell align="right">${order.amount.toFixed(2)}</TableCell>
            </TableRow>
          ))}
          {orders.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5}>No orders match.</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
