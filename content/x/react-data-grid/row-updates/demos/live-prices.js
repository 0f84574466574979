import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const initialRows = [
  { id: 'AAPL', company: 'Apple', price: 191.2 },
  { id: 'NOVO', company: 'Novo Nordisk', price: 104.8 },
  { id: 'SAP', company: 'SAP', price: 176.5 },
  { id: 'TSM', company: 'TSMC', price: 142.1 },
];

const columns = [
  { field: 'id', headerName: 'Ticker', width: 100 },
  { field: 'company', headerName: 'Company', flex: 1 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value) => value.toFixed(2),
  },
];

export default function LivePrices() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const ids = apiRef.current.getAllRowIds();
      const id = ids[Math.floor(Math.random() * ids.length)];
      const price = apiRef.current.getRow(id).price;
      apiRef.current.updateRows([
        { id, price: Math.max(1, price + (Math.random() - 0.5) * 4) },
      ]);
    }, 1000);
    return () => clearInterval(timer);
  }, [running, apiRef]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRunning((value) => !value)}
      >
        {running ? 'Pause the feed' : 'Start the price feed'}
      </Button>
      <Box sx={{ height: 280 }}>
        <DataGrid
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          hideFooter
          aria-label="Share prices"
        />
      </Box>
    </Stack>
  );
}
