import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', jan: -0.5, jul: 11.2 },
  { id: 2, city: 'Seville', jan: 10.7, jul: 28.2 },
  { id: 3, city: 'Helsinki', jan: -3.9, jul: 17.8 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'jan', headerName: 'January (°C)', type: 'number', width: 130, headerClassName: 'header--winter' },
  { field: 'jul', headerName: 'July (°C)', type: 'number', width: 130, headerClassName: 'header--summer' },
];

export default function HeaderClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 240,
        width: '100%',
        // Solid header backgrounds take the text color that reads on them: contrastText belongs
        // to a palette's main shade, so for the dark shade ask getContrastText.
        '& .header--winter': {
          bgcolor: 'info.dark',
          color: theme.palette.getContrastText(theme.palette.info.dark),
        },
        '& .header--summer': {
          bgcolor: 'error.dark',
          color: theme.palette.getContrastText(theme.palette.error.dark),
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Average temperatures by month" />
    </Box>
  );
}
