import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses } from '@mui/x-data-grid';

const rows = [
  { id: 1, account: 'Operations', balance: 12500, due: false },
  { id: 2, account: 'Marketing', balance: -3200, due: true },
  { id: 3, account: 'Research', balance: 8400, due: false },
  { id: 4, account: 'Travel', balance: -150, due: true },
  { id: 5, account: 'Hardware', balance: 0, due: false },
];

const columns = [
  {
    field: 'account',
    headerName: 'Account',
    flex: 1,
    headerClassName: 'header--strong',
  },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 140,
    headerAlign: 'center',
    valueFormatter: (value) => (value < 0 ? `− ${Math.abs(value)}` : `${value}`),
    cellClassName: ({ value }) => (value < 0 ? 'cell--negative' : ''),
  },
];

export default function StyledBalances() {
  return (
    <Box
      sx={(theme) => ({
        height: 340,
        width: '100%',
        '& .header--strong': { fontWeight: 700 },
        '& .cell--negative': { color: 'error.main', fontWeight: 600 },
        [`& .${gridClasses.row}.even`]: { bgcolor: 'action.hover' },
        [`& .${gridClasses.row}.row--due`]: {
          bgcolor: alpha(theme.palette.warning.main, 0.12),
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={({ indexRelativeToCurrentPage, row }) =>
          [
            indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd',
            row.due ? 'row--due' : '',
          ].join(' ')
        }
        hideFooter
        aria-label="Account balances"
      />
    </Box>
  );
}
