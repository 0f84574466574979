import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const airports = ['AMS', 'CDG', 'FRA', 'MAD', 'FCO', 'VIE', 'CPH', 'DUB'];
const rows = Array.from({ length: 200 }, (_, index) => ({
  id: `XL${100 + index}`,
  destination: airports[index % airports.length],
  gate: `B${(index % 24) + 1}`,
}));

const columns = [
  { field: 'id', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'gate', headerName: 'Gate', width: 90 },
];

export default function JumpToRow() {
  const apiRef = useGridApiRef();
  const [flight, setFlight] = React.useState('XL250');
  const [error, setError] = React.useState('');
  const jump = () => {
    const id = flight.trim().toUpperCase();
    if (!apiRef.current.getRow(id)) {
      setError('No such flight');
      return;
    }
    setError('');
    const rowIndex = apiRef.current.getRowIndexRelativeToVisibleRows(id);
    apiRef.current.scrollToIndexes({ rowIndex, colIndex: 0 });
    apiRef.current.setCellFocus(id, 'id');
    apiRef.current.selectRow(id, true, true);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="Flight number"
          value={flight}
          onChange={(event) => setFlight(event.target.value)}
          error={Boolean(error)}
          helperText={error || 'XL100 to XL299'}
        />
        <Button variant="outlined" onClick={jump}>
          Show
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
          aria-label="Departures"
        />
      </Box>
    </Box>
  );
}
