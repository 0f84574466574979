import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const columns = [
  { field: 'sku', headerName: 'SKU', width: 100, disableReorder: true },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'supplier', headerName: 'Supplier', width: 150 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

const rows = [
  {
    id: 1,
    sku: 'TX-01',
    product: 'Linen napkins',
    supplier: 'Atelier Moss',
    price: 18,
  },
  { id: 2, sku: 'TX-02', product: 'Wool throw', supplier: 'North Loom', price: 96 },
  {
    id: 3,
    sku: 'CR-11',
    product: 'Stoneware bowl',
    supplier: 'Kiln & Co',
    price: 24,
  },
];

export default function ReorderColumns() {
  const [order, setOrder] = React.useState(columns.map((column) => column.field));
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          onColumnOrderChange={({ column, targetIndex }) =>
            setOrder((previous) => {
              const next = previous.filter((field) => field !== column.field);
              next.splice(targetIndex, 0, column.field);
              return next;
            })
          }
          aria-label="Catalogue"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        Order: {order.join(', ')}
      </Typography>
    </Box>
  );
}
