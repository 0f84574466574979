import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const cities = [
  { city: 'Lisbon', janHigh: 15, janLow: 8, julHigh: 28, julLow: 18 },
  { city: 'Oslo', janHigh: -2, janLow: -7, julHigh: 22, julLow: 13 },
  { city: 'Rome', janHigh: 12, janLow: 3, julHigh: 31, julLow: 18 },
];

export default function GroupedColumnsTable() {
  return (
    <TableContainer>
      <Table aria-label="Average temperatures in °C">
        <TableHead>
          {/* The first header row groups the columns below it with colSpan and scope="colgroup". */}
          <TableRow>
            <TableCell rowSpan={2}>City</TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              January
            </TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              July
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell align="right">High</TableCell>
            <TableCell align="right">Low</TableCell>
            <TableCell align="right">High</TableCell>
            <TableCell align="right">Low</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cities.map((row) => (
            <TableRow key={row.city}>
              <TableCell component="th" scope="row">
                {row.city}
              </TableCell>
              <TableCell align="right">{row.janHigh}</TableCell>
              <TableCell align="right">{row.janLow}</TableCell>
              <TableCell align="right">{row.julHigh}</TableCell>
              <TableCell align="right">{row.julLow}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
