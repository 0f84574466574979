import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';

// Generated rather than fetched: demos make no network calls.
const cities = [
  'Accra',
  'Bergen',
  'Cusco',
  'Da Nang',
  'Esbjerg',
  'Fez',
  'Graz',
  'Hobart',
  'Izmir',
  'Jaipur',
  'Kyoto',
  'Lyon',
];
const readings = cities.map((city, index) => ({
  city,
  high: 14 + ((index * 7) % 17),
  rain: (index * 13) % 40,
}));

export default function PaginatedTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const visible = readings.slice(
    page * rowsPerPage,
    page * rowsPerPage + rowsPerPage,
  );

  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table stickyHeader size="small" aria-label="Weather by city">
          <TableHead>
            <TableRow>
              <TableCell>City</TableCell>
              <TableCell align="right">High (°C)</TableCell>
              <TableCell align="right">Rain (mm)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((row) => (
              <TableRow key={row.city}>
                <TableCell component="th" scope="row">
                  {row.city}
                </TableCell>
                <TableCell align="right">{row.high}</TableCell>
                <TableCell align="right">{row.rain}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={readings.length}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
