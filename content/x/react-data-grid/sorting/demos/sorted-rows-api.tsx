import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridSortModel, useGridApiRef } from '@mui/x-data-grid';
import { Film, filmColumns, films } from './films';

export default function SortedRowsApi() {
  const apiRef = useGridApiRef();
  const [picks, setPicks] = React.useState<string>('');

  const pickTopThree = () => {
    const top = (apiRef.current.getSortedRows() as Film[]).slice(0, 3).map((film) => film.title);
    setPicks(top.join(', '));
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" onClick={pickTopThree}>
          Take the first three
        </Button>
        <Typography variant="body2" role="status">
          {picks ? `Programme: ${picks}` : 'Sort the grid, then take the first three films.'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={films}
          columns={filmColumns}
          onSortModelChange={(_model: GridSortModel) => setPicks('')}
          density="compact"
          hideFooter
          aria-label="Festival films to pick from"
        />
      </Box>
    </Stack>
  );
}
