import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const rows = [
  { metric: 'Page views', week: '48,210', change: '+12 %' },
  { metric: 'Sign-ups', week: '312', change: '+4 %' },
  { metric: 'Churned accounts', week: '9', change: '−2 %' },
];

export default function CaptionedTable() {
  return (
    <TableContainer>
      <Table>
        {/* A <caption> names the table for everyone, and is read first by screen readers. */}
        <caption>Weekly metrics, 1–7 April, compared with the week before</caption>
        <TableHead>
          <TableRow>
            <TableCell>Metric</TableCell>
            <TableCell align="right">This week</TableCell>
            <TableCell align="right">Change</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.metric}>
              <TableCell component="th" scope="row">
                {row.metric}
              </TableCell>
              <TableCell align="right">{row.week}</TableCell>
              <TableCell align="right">{row.change}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
