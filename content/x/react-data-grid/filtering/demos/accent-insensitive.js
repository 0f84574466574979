import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Crème brûlée', origin: 'France' },
  { id: 2, dish: 'Pão de queijo', origin: 'Brasil' },
  { id: 3, dish: 'Smørrebrød', origin: 'Danmark' },
  { id: 4, dish: 'Creme caramel', origin: 'Portugal' },
  { id: 5, dish: 'Çiğ köfte', origin: 'Türkiye' },
];

const columns = [
  { field: 'dish', headerName: 'Dish', flex: 1, filterable: true },
  { field: 'origin', headerName: 'Origin', flex: 1, filterable: false },
];

export default function AccentInsensitive() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore accents (ignoreDiacritics)"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'dish', operator: 'contains', value: 'creme' }],
              },
            },
          }}
          slots={{ toolbar: GridToolbar }}
          hideFooter
          aria-label="Desserts and dishes"
        />
      </Box>
    </Box>
  );
}
