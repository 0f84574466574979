import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

const months = ['jan', 'feb', 'mar', 'apr'];

const rows = ['Paris', 'Rome', 'Madrid', 'Berlin', 'Vienna'].map((city, index) => ({
  id: city,
  city,
  ...Object.fromEntries(months.map((month, m) => [month, 3 + ((index * 7 + m * 11) % 18)])),
}));

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 110 },
  ...months.map((month) => ({
    field: month,
    headerName: month[0].toUpperCase() + month.slice(1),
    type: 'number' as const,
    width: 80,
  })),
];

export default function SelectRangeFromApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('No cells read yet.');

  const selectFirstQuarter = () => {
    // Rows Paris to Berlin, columns Jan to Mar.
    apiRef.current.selectCellRange({ id: 'Paris', field: 'jan' }, { id: 'Berlin', field: 'mar' });
  };

  const readSelection = () => {
    const cells = apiRef.current.getSelectedCellsAsArray();
    const total = cells.reduce((sum, { id, field }) => {
      const value = apiRef.current.getCellValue(id, field);
      return typeof value === 'number' ? sum + value : sum;
    }, 0);
    setSummary(`${cells.length} cells selected, ${total} rainy days in total.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={selectFirstQuarter}>
          Select Jan–Mar, Paris to Berlin
        </Button>
        <Button onClick={() => apiRef.current.setCellSelectionModel({})}>Clear</Button>
        <Button onClick={readSelection}>Read selection</Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          hideFooter
          aria-label="Rainy days per month"
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
