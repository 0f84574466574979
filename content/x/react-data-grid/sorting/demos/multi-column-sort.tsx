import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridSortModel } from '@mui/x-data-grid-pro';
import { filmColumns, films } from './films';

const byCountryThenYear: GridSortModel = [
  { field: 'country', sort: 'asc' },
  { field: 'year', sort: 'desc' },
];

export default function MultiColumnSort() {
  // Mirrors the model to show its structure; the grid owns it.
  const [model, setModel] = React.useState<GridSortModel>(byCountryThenYear);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={films}
          columns={filmColumns}
          initialState={{ sorting: { sortModel: byCountryThenYear } }}
          onSortModelChange={setModel}
          density="compact"
          hideFooter
          aria-label="Festival films sorted by country, then newest first"
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {JSON.stringify(model)}
      </Typography>
    </Box>
  );
}
