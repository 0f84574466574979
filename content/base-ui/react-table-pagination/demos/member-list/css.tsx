import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { members, options, pageOf } from './members';
import './member-list.css';

export default function MemberListCss() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  return (
    <div className="member-list">
      <ul aria-label="Team members">
        {pageOf(page, rowsPerPage).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <TablePagination
        className="member-list-pagination"
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
      />
    </div>
  );
}
