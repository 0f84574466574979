import * as React from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const orders = [
  { id: 'A-1021', customer: 'Ines Duarte', total: '$82.00' },
  { id: 'A-1022', customer: 'Kofi Mensah', total: '$14.50' },
  { id: 'A-1023', customer: 'Yuki Mori', total: '$230.10' },
];

export default function OrdersTableSkeleton() {
  const [loading, setLoading] = React.useState(true);
  const timer = React.useRef();
  React.useEffect(() => {
    timer.current = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer.current);
  }, []);

  const reload = () => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), 1500);
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      <Button
        size="small"
        onClick={reload}
        disabled={loading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Reload
      </Button>
      {/* aria-busy tells assistive technology the table is being filled; the headers stay. */}
      <Table size="small" aria-label="Recent orders" aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>{loading ? <Skeleton width={56} /> : order.id}</TableCell>
              <TableCell>
                {loading ? <Skeleton width={110} /> : order.customer}
              </TableCell>
              <TableCell align="right">
                {loading ? <Skeleton width={48} sx={{ ml: 'auto' }} /> : order.total}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
