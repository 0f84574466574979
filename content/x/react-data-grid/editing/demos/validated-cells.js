import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, guest: 'Maren Lund', email: 'maren@example.com', seats: 2 },
  { id: 2, guest: 'Oscar Ruiz', email: 'oscar@example', seats: 4 },
  { id: 3, guest: 'Yara Haddad', email: 'yara@example.com', seats: 1 },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const columns = [
  { field: 'guest', headerName: 'Guest', flex: 1, editable: true },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    editable: true,
    // An invalid value keeps the cell in edit mode, with the error style, until it is fixed.
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: !EMAIL.test(String(params.props.value ?? '')),
    }),
    cellClassName: ({ value }) => (EMAIL.test(String(value)) ? '' : 'cell--invalid'),
  },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 90,
    editable: true,
    preProcessEditCellProps: (params) => {
      const seats = Number(params.props.value);
      return {
        ...params.props,
        error: !Number.isInteger(seats) || seats < 1 || seats > 8,
      };
    },
  },
];

export default function ValidatedCells() {
  return (
    <Box
      sx={{
        height: 280,
        width: '100%',
        '& .Mui-error': { bgcolor: 'error.light', color: 'error.contrastText' },
        '& .cell--invalid': {
          color: 'error.main',
          textDecoration: 'underline wavy',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Guest list" />
    </Box>
  );
}
