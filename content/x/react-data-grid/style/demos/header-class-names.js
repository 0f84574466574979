import * as React from 'react';
import Box from '@mui/material/Box';
import { common, lightBlue, red } from '@mui/material/colors';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', jan: -0.5, jul: 11.2 },
  { id: 2, city: 'Seville', jan: 10.7, jul: 28.2 },
  { id: 3, city: 'Helsinki', jan: -3.9, jul: 17.8 },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  {
    field: 'jan',
    headerName: 'January (°C)',
    type: 'number',
    width: 130,
    headerClassName: 'header--winter',
  },
  {
    field: 'jul',
    headerName: 'July (°C)',
    type: 'number',
    width: 130,
    headerClassName: 'header--summer',
  },
];

export default function HeaderClassNames() {
  return (
    <Box
      sx={{
        height: 240,
        width: '100%',
        // Solid header backgrounds in deep shades, which white text reads on in either mode.
        '& .header--winter': { bgcolor: lightBlue[900], color: common.white },
        '& .header--summer': { bgcolor: red[900], color: common.white },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Average temperatures by month"
      />
    </Box>
  );
}
