import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const Table = styled('table')({
  color: 'inherit',
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    flexWrap: 'wrap',
  },
  '& p': { margin: 0 },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
  '& button, & select': {
    padding: '2px 8px',
    borderRadius: 6,
    border: '1px solid #64748b',
    background: '#fff',
    color: '#0f172a',
    font: 'inherit',
  },
});

const names = {
  first: 'Première page',
  last: 'Dernière page',
  next: 'Page suivante',
  previous: 'Page précédente',
};

export default function CustomLabelsPagination() {
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
            onRowsPerPageChange={(event) =>
              setRowsPerPage(Number(event.target.value))
            }
            labelRowsPerPage="Lignes par page"
            labelDisplayedRows={({ from, to }) => `${from}–${to} sur plus de ${to}`}
            getItemAriaLabel={(type) => names[type]}
            slotProps={{ actions: { showFirstButton: true, showLastButton: true } }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}
