import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const plans = [
  { name: 'Free', seats: 3, storage: '5 GB', price: '€0' },
  { name: 'Team', seats: 25, storage: '100 GB', price: '€8' },
  { name: 'Business', seats: 250, storage: '1 TB', price: '€15' },
];

export default function PlanComparisonTable() {
  return (
    // TableContainer with component={Paper} gives the table a surface and horizontal scrolling.
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Plans">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Seats</TableCell>
            <TableCell align="right">Storage</TableCell>
            <TableCell align="right">Price per seat</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow
              key={plan.name}
              sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
            >
              {/* The first cell of each row is its header: component="th" with scope="row". */}
              <TableCell component="th" scope="row">
                {plan.name}
              </TableCell>
              <TableCell align="right">{plan.seats}</TableCell>
              <TableCell align="right">{plan.storage}</TableCell>
              <TableCell align="right">{plan.price}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
