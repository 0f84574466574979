import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    plant: 'Fig',
    care: 'Water deeply once a week in summer; let the soil dry between waterings in winter.',
  },
  { id: 2, plant: 'Rosemary', care: 'Full sun, little water.' },
  {
    id: 3,
    plant: 'Monstera',
    care: 'Bright, indirect light. Wipe the leaves now and then and give it a moss pole to climb.',
  },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', width: 110 },
  { field: 'care', headerName: 'Care notes', width: 260 },
];

export default function AutosizeDynamicHeight() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => apiRef.current.autosizeColumns({ columns: ['plant'], includeHeaders: true })}
        >
          Fit the plant column
        </Button>
      </Box>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Rows grow to fit the wrapped notes.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5 } }}
          hideFooter
          aria-label="Plant care notes with rows as tall as their text"
        />
      </Box>
    </Stack>
  );
}
