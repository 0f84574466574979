import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { parts } from './inventory';

const LOW_STOCK = 20;

function StockCell({ value }) {
  const low = (value ?? 0) < LOW_STOCK;
  return (
    <Chip
      size="small"
      variant={low ? 'filled' : 'outlined'}
      color={low ? 'warning' : 'default'}
      label={low ? `${value} · reorder` : value}
    />
  );
}

const columns = [
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'stock', headerName: 'In stock', width: 150, renderCell: StockCell },
];

export default function LowStockGrid() {
  const [onlyLow, setOnlyLow] = React.useState(false);
  const rows = React.useMemo(
    () => (onlyLow ? parts.filter((part) => part.stock < LOW_STOCK) : parts),
    [onlyLow],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={onlyLow}
            onChange={(event) => setOnlyLow(event.target.checked)}
          />
        }
        label={`Only parts under ${LOW_STOCK} in stock`}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          aria-label="Stock levels"
        />
      </Box>
    </Box>
  );
}
