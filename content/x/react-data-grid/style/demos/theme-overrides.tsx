import * as React from 'react';
import Box from '@mui/material/Box';
import { Theme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';

const rows = [
  { id: 1, room: 'Atlas', floor: 2, seats: 8 },
  { id: 2, room: 'Boreas', floor: 3, seats: 12 },
  { id: 3, room: 'Calypso', floor: 3, seats: 4 },
];

const columns: GridColDef[] = [
  { field: 'room', headerName: 'Room', flex: 1 },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

// Extends the page's theme (light or dark) with overrides for every DataGrid inside.
const withGridOverrides = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: { density: 'compact' },
      styleOverrides: {
        root: { borderRadius: 12, borderColor: outer.palette.secondary.main },
        columnHeader: { backgroundColor: outer.palette.secondary.main, color: outer.palette.secondary.contrastText },
        cell: { borderColor: outer.palette.divider },
      },
    },
  },
});

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withGridOverrides}>
      <Box sx={{ height: 200, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter aria-label="Meeting rooms styled by the theme" />
      </Box>
    </ThemeProvider>
  );
}
