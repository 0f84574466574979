import * as React from 'react';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const orders = [
  {
    id: 'A-311',
    customer: 'Ana Silva',
    total: '€64.90',
    lines: [
      { item: 'Notebook', qty: 2 },
      { item: 'Pen set', qty: 1 },
    ],
  },
  {
    id: 'A-312',
    customer: 'Bo Lindqvist',
    total: '€19.50',
    lines: [{ item: 'Mug', qty: 1 }],
  },
  {
    id: 'A-313',
    customer: 'Chidi Okafor',
    total: '€212.00',
    lines: [
      { item: 'Desk lamp', qty: 1 },
      { item: 'Bulb', qty: 4 },
    ],
  },
];

function OrderRow({ order }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `order-details-${order.id}`;

  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell sx={{ width: 56 }}>
          <IconButton
            size="small"
            aria-label={`Items of order ${order.id}`}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell align="right">{order.total}</TableCell>
      </TableRow>
      <TableRow>
        {/* One cell spanning every column holds the details. */}
        <TableCell sx={{ py: 0 }} colSpan={4}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ m: 1 }}>
              <Typography variant="subtitle2" component="h4" gutterBottom>
                Items
              </Typography>
              <Table size="small" aria-label={`Items of order ${order.id}`}>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.item}>
                      <TableCell>{line.item}</TableCell>
                      <TableCell align="right">× {line.qty}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function ExpandableOrdersTable() {
  return (
    <TableContainer>
      <Table aria-label="Orders">
        <TableHead>
          <TableRow>
            <TableCell>
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
