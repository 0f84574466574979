import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';
import { buttonNames, displayedRows } from './labels';

const Table = styled('table')({
  color: 'inherit',
  '& .base-TablePagination-toolbar': { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': { margin: 0 },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
  '& .base-TablePagination-actions button, & .base-TablePagination-select': {
    padding: '2px 8px',
    borderRadius: 6,
    border: '1px solid #64748b',
    backgroundColor: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
  '& .base-TablePagination-actions button:disabled': { borderColor: '#cbd5e1', color: '#64748b' },
});

export default function CustomLabelsPaginationSystem() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  return (
    <Table aria-label="Journal des événements" lang="fr">
      <tbody>
        <tr>
          <td>Événements de la page {page + 1}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            count={-1}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[25, 50]}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => setRowsPerPage(Number(event.target.value))}
            labelRowsPerPage="Lignes par page"
            labelDisplayedRows={displayedRows}
            getItemAriaLabel={(type) => buttonNames[type]}
            slotProps={{ actions: { showFirstButton: true, showLastButton: true } }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}
