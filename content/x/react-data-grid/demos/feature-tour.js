import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Montevideo', janHigh: 28, janLow: 17, julHigh: 14, julLow: 6 },
  { id: 2, city: 'Oslo', janHigh: -2, janLow: -7, julHigh: 22, julLow: 13 },
  { id: 3, city: 'Hanoi', janHigh: 20, janLow: 14, julHigh: 33, julLow: 27 },
  { id: 4, city: 'Perth', janHigh: 31, janLow: 18, julHigh: 19, julLow: 8 },
  { id: 5, city: 'Denver', janHigh: 7, janLow: -8, julHigh: 32, julLow: 15 },
];

const temperature = (field, headerName) => ({
  field,
  headerName,
  type: 'number',
  width: 90,
  valueFormatter: (value) => `${value} °C`,
});

const columns = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  temperature('janHigh', 'High'),
  temperature('janLow', 'Low'),
  temperature('julHigh', 'High'),
  temperature('julLow', 'Low'),
];

const groups = [
  {
    groupId: 'january',
    headerName: 'January',
    children: [{ field: 'janHigh' }, { field: 'janLow' }],
  },
  {
    groupId: 'july',
    headerName: 'July',
    children: [{ field: 'julHigh' }, { field: 'julLow' }],
  },
];

export default function FeatureTour() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={groups}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          toolbar: {
            showQuickFilter: true,
            csvOptions: { fileName: 'city-temperatures' },
          },
        }}
        hideFooter
        aria-label="Average temperatures by city"
      />
    </Box>
  );
}
