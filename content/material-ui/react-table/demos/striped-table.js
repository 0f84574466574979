import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';

const HeadCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: theme.palette.primary.dark,
    color: theme.palette.primary.contrastText,
    fontWeight: 600,
  },
}));

// Zebra stripes make long rows easier to follow across.
const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(odd)': { backgroundColor: theme.palette.action.hover },
  '&:last-child td, &:last-child th': { border: 0 },
}));

const trains = [
  { time: '08:05', to: 'Porto', platform: 3, status: 'On time' },
  { time: '08:20', to: 'Coimbra', platform: 1, status: 'Delayed 5 min' },
  { time: '08:42', to: 'Faro', platform: 5, status: 'On time' },
  { time: '09:10', to: 'Braga', platform: 2, status: 'Cancelled' },
];

export default function StripedTable() {
  return (
    <TableContainer>
      <Table size="small" aria-label="Departures">
        <TableHead>
          <TableRow>
            <HeadCell>Time</HeadCell>
            <HeadCell>Destination</HeadCell>
            <HeadCell align="right">Platform</HeadCell>
            <HeadCell>Status</HeadCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trains.map((train) => (
            <StripedRow key={train.time}>
              <TableCell component="th" scope="row">
                {train.time}
              </TableCell>
              <TableCell>{train.to}</TableCell>
              <TableCell align="right">{train.platform}</TableCell>
              <TableCell>{train.status}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
