import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const lines = [
  ['Walnut desk', '$420.00'],
  ['Desk lamp', '$38.00'],
  ['Cable tray', '$19.00'],
  ['Shipping', '$25.00'],
];

export default function CollapseDetails() {
  const [open, setOpen] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Typography variant="subtitle1" component="p">
        Order #5521 · $502.00
      </Typography>
      <Collapse in={open} collapsedSize={40} id="order-5521-lines">
        <Table size="small" aria-label="Order lines">
          <TableBody>
            {lines.map(([item, price]) => (
              <TableRow key={item}>
                <TableCell>{item}</TableCell>
                <TableCell align="right">{price}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Collapse>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls="order-5521-lines"
        onClick={() => setOpen(!open)}
        sx={{ mt: 1 }}
      >
        {open ? 'Hide lines' : 'Show all lines'}
      </Button>
    </Paper>
  );
}
