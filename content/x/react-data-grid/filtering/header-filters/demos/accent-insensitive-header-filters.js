import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { expenses } from './expenses';

const columns = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

export default function AccentInsensitiveHeaderFilters() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore accents"
      />
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={expenses}
          columns={columns}
          headerFilters
          ignoreDiacritics={ignoreDiacritics}
          // "zurich" finds Zürich only while accents are ignored.
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'city', operator: 'contains', value: 'zurich' }],
              },
            },
          }}
          density="compact"
          aria-label="Expense claims filtered by city"
        />
      </Box>
    </Stack>
  );
}
