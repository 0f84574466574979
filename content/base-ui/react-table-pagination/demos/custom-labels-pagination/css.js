import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { buttonNames, displayedRows } from './labels';
import './custom-labels-pagination.css';

export default function CustomLabelsPaginationCss() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  return (
    <table
      aria-label="Journal des événements"
      lang="fr"
      className="custom-labels-pagination"
    >
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
            labelDisplayedRows={displayedRows}
            getItemAriaLabel={(type) => buttonNames[type]}
            slotProps={{ actions: { showFirstButton: true, showLastButton: true } }}
          />
        </tr>
      </tfoot>
    </table>
  );
}
