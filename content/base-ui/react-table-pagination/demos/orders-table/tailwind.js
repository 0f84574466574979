import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { orders } from './orders';

const cell =
  'border-0 border-b border-solid border-slate-300 px-2.5 py-1.5 text-left';
const control =
  'rounded-md border border-solid border-slate-500 bg-white px-2 py-0.5 text-slate-900';

export default function OrdersTableTailwind() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const rows = orders.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  return (
    <table
      aria-label="Orders"
      className="w-full max-w-lg border-collapse bg-white text-slate-900"
    >
      <thead>
        <tr>
          <th className={cell}>Order</th>
          <th className={cell}>Customer</th>
          <th className={cell}>Total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cell}>#{row.id}</td>
            <td className={cell}>{row.customer}</td>
            <td className={cell}>{row.total} EUR</td>
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
            slotProps={{
              root: { className: 'px-2.5 py-1.5' },
              toolbar: { className: 'flex flex-wrap items-center gap-3' },
              selectLabel: { className: 'm-0' },
              displayedRows: { className: 'm-0' },
              spacer: { className: 'flex-1' },
              select: { className: control },
              actions: {
                className:
                  'flex gap-1 [&_button]:rounded-md [&_button]:border [&_button]:border-solid [&_button]:border-slate-500 [&_button]:bg-white [&_button]:px-2 [&_button]:py-0.5 [&_button]:text-slate-900 [&_button:disabled]:text-slate-500',
              },
            }}
          />
        </tr>
      </tfoot>
    </table>
  );
}
