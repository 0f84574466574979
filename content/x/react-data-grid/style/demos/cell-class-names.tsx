import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sensor: 'Greenhouse north', morning: 14, noon: 31, evening: 22 },
  { id: 2, sensor: 'Greenhouse south', morning: 16, noon: 35, evening: 24 },
  { id: 3, sensor: 'Seed store', morning: 9, noon: 12, evening: 10 },
];

const readingColumn = (field: string, headerName: string): GridColDef => ({
  field,
  headerName,
  type: 'number',
  width: 110,
});

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
  readingColumn('morning', 'Morning'),
  readingColumn('noon', 'Noon'),
  readingColumn('evening', 'Evening'),
];

// One rule for every number cell of the grid, instead of a cellClassName per column.
const getCellClassName = (params: GridCellParams) => {
  if (typeof params.value !== 'number') return '';
  if (params.value >= 30) return 'reading--hot';
  if (params.value <= 10) return 'reading--cold';
  return '';
};

export default function CellClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 240,
        width: '100%',
        '& .reading--hot': { bgcolor: alpha(theme.palette.error.main, 0.14), fontWeight: 700 },
        '& .reading--cold': { bgcolor: alpha(theme.palette.info.main, 0.14), fontStyle: 'italic' },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
        aria-label="Temperatures in degrees Celsius, hot readings in bold and cold ones in italics"
      />
    </Box>
  );
}
