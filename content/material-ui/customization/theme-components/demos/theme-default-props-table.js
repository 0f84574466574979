import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A back-office theme: every table is compact and every row highlights on hover, without
// repeating size="small" or hover on each one.
const backOfficeTheme = createTheme({
  components: {
    MuiTable: { defaultProps: { size: 'small', stickyHeader: true } },
    MuiTableRow: { defaultProps: { hover: true } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
  },
});

const ROWS = [
  { id: 'INV-1042', customer: 'Northwind', total: '$1,280.00', status: 'Paid' },
  { id: 'INV-1043', customer: 'Contoso', total: '$312.50', status: 'Due' },
  { id: 'INV-1044', customer: 'Fabrikam', total: '$76.00', status: 'Overdue' },
];

export default function ThemeDefaultPropsTable() {
  return (
    <ThemeProvider theme={backOfficeTheme}>
      <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 520 }}>
        <Table aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.customer}</TableCell>
                <TableCell align="right">{row.total}</TableCell>
                <TableCell>{row.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ThemeProvider>
  );
}
