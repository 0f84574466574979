import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid';

const rows = [
  { id: 1, trip: 'Porto workshop', start: new Date(2024, 4, 6), end: new Date(2024, 4, 9) },
  { id: 2, trip: 'Kyoto conference', start: new Date(2024, 9, 14), end: new Date(2024, 9, 18) },
];

// Runs on the end date; in row editing it sees the start date's pending value too.
const endAfterStart = (params: GridPreProcessEditCellProps) => {
  const start = params.otherFieldsProps?.start.value as Date | null;
  const end = params.props.value as Date | null;
  return { ...params.props, error: !start || !end || end < start };
};

// A fixed format, so the server and every browser print the same date.
const formatDay = (value: Date | null) =>
  value ? [value.getFullYear(), value.getMonth() + 1, value.getDate()].map((part) => String(part).padStart(2, '0')).join('-') : '';

const columns: GridColDef[] = [
  { field: 'trip', headerName: 'Trip', flex: 1, minWidth: 150, editable: true },
  { field: 'start', headerName: 'Departs', type: 'date', width: 150, editable: true, valueFormatter: formatDay },
  {
    field: 'end',
    headerName: 'Returns',
    type: 'date',
    width: 150,
    editable: true,
    valueFormatter: formatDay,
    preProcessEditCellProps: endAfterStart,
  },
];

export default function DateRangeValidation() {
  return (
    <Box
      sx={{
        height: 240,
        width: '100%',
        '& .Mui-error': { bgcolor: 'error.main', color: 'error.contrastText' },
        '& .Mui-error input': { color: 'error.contrastText' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        aria-label="Trips whose return date must follow the departure"
      />
    </Box>
  );
}
