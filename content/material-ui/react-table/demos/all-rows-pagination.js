import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

const countries = [
  'Austria',
  'Belgium',
  'Croatia',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Ireland',
  'Italy',
  'Latvia',
  'Portugal',
  'Spain',
];

export default function AllRowsPagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible =
    rowsPerPage > 0
      ? countries.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage)
      : countries;

  return (
    <TableContainer>
      <Table size="small" aria-label="Countries">
        <TableHead>
          <TableRow>
            <TableCell>Country</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visible.map((country) => (
            <TableRow key={country}>
              <TableCell>{country}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            {/* An option object adds "All" (value -1); labels are translated with your own words. */}
            <TablePagination
              count={countries.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, { label: 'All', value: -1 }]}
              labelRowsPerPage="Per page:"
              labelDisplayedRows={({ from, to, count }) =>
                `${from}–${to} of ${count} countries`
              }
              onPageChange={(_event, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
