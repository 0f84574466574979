import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const items = [
  { sku: 'TS-01', name: 'T-shirt, black, M', stock: 42, reorder: 20 },
  { sku: 'TS-02', name: 'T-shirt, black, L', stock: 8, reorder: 20 },
  { sku: 'HD-01', name: 'Hoodie, grey, M', stock: 15, reorder: 10 },
  { sku: 'CP-01', name: 'Cap, navy', stock: 0, reorder: 5 },
  { sku: 'MG-01', name: 'Mug, white', stock: 120, reorder: 30 },
];

export default function DenseStockTable() {
  return (
    <TableContainer>
      {/* size="small" tightens the cell padding: more rows on screen for lists people scan. */}
      <Table size="small" aria-label="Stock levels">
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell align="right">In stock</TableCell>
            <TableCell align="right">Reorder at</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.sku}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {item.sku}
              </TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell
                align="right"
                sx={{
                  color: item.stock < item.reorder ? 'error.main' : undefined,
                  fontWeight: item.stock < item.reorder ? 600 : undefined,
                }}
              >
                {item.stock}
                {item.stock < item.reorder ? ' (low)' : ''}
              </TableCell>
              <TableCell align="right">{item.reorder}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
