import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, gridColumnFieldsSelector, useGridApiRef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Trail runner', brand: 'Peakline', size: 42, price: 129 },
  { id: 2, name: 'Road racer', brand: 'Swiftstep', size: 40, price: 149 },
  { id: 3, name: 'Daily trainer', brand: 'Peakline', size: 44, price: 99 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Model', flex: 1, minWidth: 130 },
  { field: 'brand', headerName: 'Brand', width: 120 },
  { field: 'size', headerName: 'Size (EU)', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

const defaultOrder = columns.map((column) => column.field);

export default function SavedColumnOrder() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(defaultOrder);

  // Read the whole order from state after each move (drag or API call).
  const syncOrder = () => setOrder(gridColumnFieldsSelector(apiRef));

  const reset = () => {
    defaultOrder.forEach((field, index) => apiRef.current.setColumnIndex(field, index));
    syncOrder();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            apiRef.current.setColumnIndex('price', 0);
            syncOrder();
          }}
        >
          Move price first
        </Button>
        <Button size="small" onClick={reset}>
          Reset order
        </Button>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { orderedFields: defaultOrder } }}
          onColumnOrderChange={syncOrder}
          hideFooter
          aria-label="Running shoes"
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Current order: {order.join(', ')}
      </Typography>
    </Box>
  );
}
