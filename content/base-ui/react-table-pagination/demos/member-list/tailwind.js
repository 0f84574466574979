import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { members, options, pageOf } from './members';

const control =
  'rounded-md border border-solid border-slate-500 bg-white px-2 py-0.5 text-slate-900 disabled:text-slate-500';

export default function MemberListTailwind() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  return (
    <div className="max-w-[480px] rounded-xl bg-white p-4 text-slate-900">
      <ul aria-label="Team members" className="m-0 pl-5">
        {pageOf(page, rowsPerPage).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <TablePagination
        slots={{ root: 'div' }}
        count={members.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={options}
        labelRowsPerPage="Members per page:"
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        slotProps={{
          root: { className: 'mt-3' },
          toolbar: { className: 'flex flex-wrap items-center gap-3' },
          selectLabel: { className: 'm-0' },
          displayedRows: { className: 'm-0' },
          spacer: { className: 'flex-1' },
          select: { className: control },
          actions: {
            className: `flex gap-1 [&_button]:rounded-md [&_button]:border [&_button]:border-solid [&_button]:border-slate-500 [&_button]:bg-white [&_button]:px-2 [&_button]:py-0.5 [&_button]:text-slate-900 [&_button:disabled]:text-slate-500`,
          },
        }}
      />
    </div>
  );
}
