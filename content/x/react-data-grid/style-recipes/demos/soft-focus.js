import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', sunrise: '11:19', sunset: '15:31' },
  { id: 2, city: 'Singapore', sunrise: '06:59', sunset: '19:03' },
  { id: 3, city: 'Cape Town', sunrise: '05:32', sunset: '19:57' },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'sunrise', headerName: 'Sunrise', width: 110 },
  { field: 'sunset', headerName: 'Sunset', width: 110, resizable: false },
];

export default function SoftFocus() {
  return (
    <Box
      sx={{
        height: 250,
        width: '100%',
        [`& .${gridClasses.cell}:focus, & .${gridClasses.columnHeader}:focus`]: {
          outline: 'none',
          bgcolor: 'action.selected',
          boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Sunrise and sunset in December"
      />
    </Box>
  );
}
