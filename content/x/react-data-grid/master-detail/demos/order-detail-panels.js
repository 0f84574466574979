import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF } from '@mui/x-data-grid-pro';

const orders = [
  {
    id: 501,
    customer: 'Ivana Petrović',
    date: '2027-04-02',
    lines: [
      { product: 'Desk lamp', quantity: 1, price: 49 },
      { product: 'LED bulb', quantity: 4, price: 6 },
    ],
  },
  {
    id: 502,
    customer: 'Samuel Osei',
    date: '2027-04-03',
    lines: [{ product: 'Bookshelf', quantity: 1, price: 180 }],
  },
  {
    id: 503,
    customer: 'Aiko Mori',
    date: '2027-04-05',
    lines: [
      { product: 'Rug', quantity: 1, price: 140 },
      { product: 'Cushion', quantity: 2, price: 22 },
      { product: 'Throw', quantity: 1, price: 60 },
    ],
  },
];

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

// The toggle column with a header of our own: the default one labels a plain div, which has no
// role to carry the label. Visually hidden text names the column for screen readers.
const detailToggleColumn = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box component="span" sx={visuallyHidden}>
      Details
    </Box>
  ),
};

const columns = [
  detailToggleColumn,
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) =>
      row.lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
  },
];

function OrderLines({ row }) {
  return (
    <Box sx={{ py: 1.5, px: 4 }}>
      <Typography variant="subtitle2" component="h4" gutterBottom>
        Lines of order {row.id}
      </Typography>
      <Table size="small" aria-label={`Lines of order ${row.id}`}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {row.lines.map((line) => (
            <TableRow key={line.product}>
              <TableCell>{line.product}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.price}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function OrderDetailPanels() {
  const getDetailPanelContent = React.useCallback(
    ({ row }) => <OrderLines row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto', []);
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
        aria-label="Orders"
      />
    </Box>
  );
}
