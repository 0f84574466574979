import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { Film, filmColumns, films } from './films';

// Headers cannot sort any column: only the buttons can.
const columns: GridColDef<Film>[] = filmColumns.map((column) => ({ ...column, sortable: false }));

export default function NonSortableProgrammatic() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => apiRef.current.sortColumn('rating', 'desc')}>
          Best rated
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current.sortColumn('minutes', 'asc')}>
          Shortest
        </Button>
        <Button variant="outlined" onClick={() => apiRef.current.setSortModel([])}>
          Festival order
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={films}
          columns={columns}
          density="compact"
          hideFooter
          aria-label="Festival films sorted from the buttons above"
        />
      </Box>
    </Stack>
  );
}
