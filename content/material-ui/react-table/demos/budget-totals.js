import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rows = [
  { item: 'Venue', planned: 4000, spent: 4200 },
  { item: 'Catering', planned: 2500, spent: 2310 },
  { item: 'Travel', planned: 3000, spent: 2875 },
];
const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);

export default function BudgetTotals() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 480 }}>
      <Table size="small" aria-label="Offsite budget">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Planned</TableCell>
            <TableCell align="right">Spent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.item}>
              <TableCell component="th" scope="row">
                {row.item}
              </TableCell>
              <TableCell align="right">{money.format(row.planned)}</TableCell>
              <TableCell align="right">{money.format(row.spent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell
              component="th"
              scope="row"
              sx={{ color: 'text.primary', fontWeight: 'bold' }}
            >
              Total
            </TableCell>
            <TableCell
              align="right"
              sx={{ color: 'text.primary', fontWeight: 'bold' }}
            >
              {money.format(total('planned'))}
            </TableCell>
            <TableCell
              align="right"
              sx={{ color: 'text.primary', fontWeight: 'bold' }}
            >
              {money.format(total('spent'))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
