import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, lake: 'Titicaca', country: 'Peru, Bolivia', areaKm2: 8372 },
  { id: 2, lake: 'Baikal', country: 'Russia', areaKm2: 31722 },
  { id: 3, lake: 'Malawi', country: 'Malawi, Mozambique, Tanzania', areaKm2: 29600 },
];

const columns: GridColDef[] = [
  { field: 'lake', headerName: 'Lake', width: 120 },
  { field: 'country', headerName: 'Countries', width: 120 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 120 },
];

export default function ColumnWidthApi() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        {/* setColumnWidth works like a drag on the separator, and fires onColumnWidthChange. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnWidth('country', 260)}>
          Widen countries to 260px
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnWidth('country', 120)}>
          Back to 120px
        </Button>
      </Stack>
      <Box sx={{ height: 240 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter aria-label="Lakes" />
      </Box>
    </Stack>
  );
}
