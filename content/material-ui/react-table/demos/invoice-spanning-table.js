import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const TAX_RATE = 0.23;
const lines = [
  { desc: 'Design workshop (day)', qty: 2, unit: 900 },
  { desc: 'Illustrations', qty: 6, unit: 120 },
  { desc: 'Hosting (month)', qty: 12, unit: 15 },
];
const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const subtotal = lines.reduce((sum, line) => sum + line.qty * line.unit, 0);
const tax = subtotal * TAX_RATE;

export default function InvoiceSpanningTable() {
  return (
    <TableContainer>
      <Table aria-label="Invoice">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.desc}>
              <TableCell>{line.desc}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{eur.format(line.unit)}</TableCell>
              <TableCell align="right">{eur.format(line.qty * line.unit)}</TableCell>
            </TableRow>
          ))}
          {/* An empty cell spans the three summary rows; labels span two columns. */}
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{eur.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>VAT</TableCell>
            <TableCell align="right">{`${(TAX_RATE * 100).toFixed(0)} %`}</TableCell>
            <TableCell align="right">{eur.format(tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {eur.format(subtotal + tax)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
