import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { DataGridPro, GridActionsCellItem } from '@mui/x-data-grid-pro';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const initialRows = [
  'Rent',
  'Payroll',
  'Software',
  'Travel',
  'Marketing',
  'Utilities',
].map((account, row) => ({
  id: row + 1,
  account,
  ...Object.fromEntries(
    months.map((month, index) => [
      month,
      500 + ((row * 31 + index * 17) % 40) * 100,
    ]),
  ),
}));

export default function PinnedLedger() {
  const [rows, setRows] = React.useState(initialRows);
  const columns = [
    { field: 'account', headerName: 'Account', width: 130 },
    ...months.map((month) => ({
      field: month,
      headerName: month,
      type: 'number',
      width: 90,
    })),
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 80,
      getActions: ({ id }) => [
        <GridActionsCellItem
          key="delete"
          icon={<DeleteIcon />}
          label="Delete"
          onClick={() =>
            setRows((previous) => previous.filter((row) => row.id !== id))
          }
        />,
      ],
    },
  ];
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['account'], right: ['actions'] } }}
        hideFooter
        aria-label="Monthly expenses"
      />
    </Box>
  );
}
