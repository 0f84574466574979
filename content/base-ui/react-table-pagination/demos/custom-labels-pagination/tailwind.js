import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { buttonNames, displayedRows } from './labels';

const control =
  'rounded-md border border-solid border-slate-500 bg-white px-2 py-0.5 text-slate-900 [font:inherit] disabled:border-slate-300 disabled:text-slate-500';

export default function CustomLabelsPaginationTailwind() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  return (
    <table aria-label="Journal des événements" lang="fr" className="text-inherit">
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
            slotProps={{
              toolbar: { className: 'flex flex-wrap items-center gap-3' },
              selectLabel: { className: 'm-0' },
              displayedRows: { className: 'm-0' },
              select: { className: control },
              actions: {
                showFirstButton: true,
                showLastButton: true,
                className: 'flex gap-1',
                slotProps: {
                  firstButton: { className: control },
                  backButton: { className: control },
                  nextButton: { className: control },
                  lastButton: { className: control },
                },
              },
            }}
          />
        </tr>
      </tfoot>
    </table>
  );
}
