import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';
import { orders } from './orders';

const Table = styled('table')({
  width: '100%',
  maxWidth: 520,
  borderCollapse: 'collapse',
  backgroundColor: '#fff',
  color: '#0f172a',
  '& th, & td': {
    padding: '6px 10px',
    borderBottom: '1px solid #cbd5e1',
    textAlign: 'left',
  },
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    flexWrap: 'wrap',
  },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': {
    margin: 0,
  },
  '& .base-TablePagination-spacer': { flex: 1 },
  '& select, & .base-TablePagination-actions button': {
    padding: '2px 8px',
    borderRadius: 6,
    border: '1px solid #64748b',
    background: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
  '& .base-TablePagination-actions button:disabled': {
    color: '#64748b',
    borderColor: '#cbd5e1',
  },
});

export default function OrdersTableSystem() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const rows = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <Table aria-label="Orders">
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
    </Table>
  );
}
