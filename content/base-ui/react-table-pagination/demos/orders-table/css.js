import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { orders } from './orders';
import './orders-table.css';

export default function OrdersTableCss() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const rows = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <table aria-label="Orders" className="orders-table">
      <thead>
        <tr>
          <th>Order</th>
          <th>Customer</th>
          <th>Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>#{row.id}</td>
            <td>{row.customer}</td>
            <td>{row.total} EUR</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={3}
            count={orders.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </tr>
      </tfoot>
    </table>
  );
}
