import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';
import { members, options, pageOf } from './members';

const Card = styled('div')({
  maxWidth: 480,
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
});
const Pagination = styled(TablePagination)({
  marginTop: 12,
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 12,
  },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': {
    margin: 0,
  },
  '& .base-TablePagination-spacer': { flex: 1 },
  '& select, & button': {
    padding: '2px 8px',
    border: '1px solid #64748b',
    borderRadius: 6,
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
  '& button:disabled': { color: '#64748b' },
});

export default function MemberListSystem() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  return (
    <Card>
      <ul aria-label="Team members" style={{ margin: 0, paddingLeft: 20 }}>
        {pageOf(page, rowsPerPage).map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <Pagination
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
    </Card>
  );
}
