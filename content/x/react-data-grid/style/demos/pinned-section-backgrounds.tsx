import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Aurora', q1: 120, q2: 135, q3: 150, q4: 170, total: 575 },
  { id: 2, name: 'Borealis', q1: 90, q2: 110, q3: 95, q4: 130, total: 425 },
  { id: 3, name: 'Cirrus', q1: 60, q2: 75, q3: 80, q4: 85, total: 300 },
];

const quarter = (field: string): GridColDef => ({ field, headerName: field.toUpperCase(), type: 'number', width: 140 });

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', width: 130 },
  quarter('q1'),
  quarter('q2'),
  quarter('q3'),
  quarter('q4'),
  { field: 'total', headerName: 'Year', type: 'number', width: 110 },
];

export default function PinnedSectionBackgrounds() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['total'] } }}
        hideFooter
        aria-label="Sales per quarter with tinted pinned columns"
        sx={(theme) => ({
          // The header row and the pinned columns read these two variables.
          // Solid colours: rows scroll under the sticky header.
          '--DataGrid-containerBackground': theme.palette.grey[theme.palette.mode === 'dark' ? 900 : 100],
          '--DataGrid-pinnedBackground': theme.palette.grey[theme.palette.mode === 'dark' ? 800 : 50],
          '& .MuiDataGrid-cell--pinnedLeft, & .MuiDataGrid-cell--pinnedRight': { fontWeight: 600 },
        })}
      />
    </Box>
  );
}
