import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const orders = Array.from({ length: 23 }, (_, i) => ({
  id: 5001 + i,
  total: ((i * 37) % 200) + 20,
}));

export default function PaginatedOrders() {
  const [page, setPage] = React.useState(0);
  const [perPage, setPerPage] = React.useState(5);
  const pages = Math.ceil(orders.length / perPage);
  const rows = orders.slice(page * perPage, page * perPage + perPage);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 420 }}>
      <Table aria-label="Orders" size="sm">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col" style={{ textAlign: 'right' }}>
              Total ($)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>#{o.id}</td>
              <td style={{ textAlign: 'right' }}>{o.total.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  justifyContent: 'flex-end',
                }}
              >
                <Typography level="body-xs" id="paginated-orders-per-page">
                  Rows per page
                </Typography>
                <Select
                  size="sm"
                  value={perPage}
                  onChange={(_e, v) => {
                    setPerPage(v ?? 5);
                    setPage(0);
                  }}
                  slotProps={{
                    button: { 'aria-labelledby': 'paginated-orders-per-page' },
                  }}
                >
                  {[5, 10].map((n) => (
                    <Option key={n} value={n}>
                      {n}
                    </Option>
                  ))}
                </Select>
                <Typography level="body-xs" aria-live="polite">
                  {page * perPage + 1}–
                  {Math.min(orders.length, (page + 1) * perPage)} of {orders.length}
                </Typography>
                <IconButton
                  size="sm"
                  variant="outlined"
                  aria-label="Previous page"
                  disabled={page === 0}
                  onClick={() => setPage((p) => p - 1)}
                >
                  <KeyboardArrowLeft />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outlined"
                  aria-label="Next page"
                  disabled={page >= pages - 1}
                  onClick={() => setPage((p) => p + 1)}
                >
                  <KeyboardArrowRight />
                </IconButton>
              </Box>
            </td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
