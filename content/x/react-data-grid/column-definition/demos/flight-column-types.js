import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/StarBorder';
import { DataGrid, GridActionsCellItem } from '@mui/x-data-grid';

const initialRows = [
  {
    id: 1,
    route: 'LIS → AMS',
    seats: 12,
    departs: new Date(2027, 4, 3, 7, 15),
    refundable: true,
    cabin: 'Economy',
  },
  {
    id: 2,
    route: 'AMS → NBO',
    seats: 3,
    departs: new Date(2027, 4, 3, 10, 40),
    refundable: false,
    cabin: 'Business',
  },
  {
    id: 3,
    route: 'NBO → CPT',
    seats: 27,
    departs: new Date(2027, 4, 4, 6, 5),
    refundable: true,
    cabin: 'Economy',
  },
];

export default function ColumnTypes() {
  const [rows, setRows] = React.useState(initialRows);
  const [favourite, setFavourite] = React.useState(null);
  const columns = [
    { field: 'route', headerName: 'Route (string)', flex: 1, minWidth: 120 },
    {
      field: 'seats',
      headerName: 'Seats (number)',
      type: 'number',
      width: 130,
      editable: true,
    },
    {
      field: 'departs',
      headerName: 'Departs (dateTime)',
      type: 'dateTime',
      width: 190,
      editable: true,
    },
    {
      field: 'refundable',
      headerName: 'Refundable (boolean)',
      type: 'boolean',
      width: 170,
      editable: true,
    },
    {
      field: 'cabin',
      headerName: 'Cabin (singleSelect)',
      type: 'singleSelect',
      valueOptions: ['Economy', 'Premium', 'Business'],
      width: 170,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => [
        <GridActionsCellItem
          key="favourite"
          icon={<StarIcon color={favourite === id ? 'warning' : undefined} />}
          label={favourite === id ? 'Favourite flight' : 'Mark as favourite'}
          onClick={() => setFavourite(id)}
        />,
        <GridActionsCellItem
          key="delete"
          icon={<DeleteIcon />}
          label="Delete"
          showInMenu
          onClick={() =>
            setRows((previous) => previous.filter((row) => row.id !== id))
          }
        />,
      ],
    },
  ];
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Flights" />
    </Box>
  );
}
