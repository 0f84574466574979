import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

const invoices = [
  { id: 'INV-104', client: 'Northwind', amount: 1250, due: '2024-07-01' },
  { id: 'INV-105', client: 'Contoso', amount: 480, due: '2024-06-15' },
  { id: 'INV-106', client: 'Fabrikam', amount: 3120, due: '2024-07-20' },
  { id: 'INV-107', client: 'Adatum', amount: 90, due: '2024-06-30' },
];

const columns = [
  { key: 'id', label: 'Invoice' },
  { key: 'client', label: 'Client' },
  { key: 'amount', label: 'Amount', numeric: true },
  { key: 'due', label: 'Due date' },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export default function SortableTable() {
  const [sortBy, setSortBy] = React.useState('due');
  const [direction, setDirection] = React.useState('asc');

  const rows = [...invoices].sort((a, b) => {
    const order = a[sortBy] < b[sortBy] ? -1 : a[sortBy] > b[sortBy] ? 1 : 0;
    return direction === 'asc' ? order : -order;
  });

  const sort = (key) => {
    setDirection(sortBy === key && direction === 'asc' ? 'desc' : 'asc');
    setSortBy(key);
  };

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Open invoices">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                // Sets aria-sort, which tells screen readers which column orders the rows.
                sortDirection={sortBy === column.key ? direction : false}
              >
                <TableSortLabel
                  active={sortBy === column.key}
                  direction={sortBy === column.key ? direction : 'asc'}
                  onClick={() => sort(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row">
                {row.id}
              </TableCell>
              <TableCell>{row.client}</TableCell>
              <TableCell align="right">{money.format(row.amount)}</TableCell>
              <TableCell>{row.due}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
