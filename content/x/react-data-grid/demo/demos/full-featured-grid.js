import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

const teams = ['Design', 'Platform', 'Mobile', 'Support', 'Finance'];
const roles = ['Lead', 'Senior', 'Engineer', 'Associate'];
const firstNames = [
  'Ada',
  'Bao',
  'Chloé',
  'Dev',
  'Eun-ji',
  'Farah',
  'Goran',
  'Hana',
  'Ivo',
  'Jun',
];
const lastNames = [
  'Okafor',
  'Nguyen',
  'Moreau',
  'Patel',
  'Kim',
  'Haddad',
  'Novak',
  'Sato',
];

const members = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`,
  team: teams[index % teams.length],
  role: roles[(index * 7) % roles.length],
  startDate: new Date(2018 + (index % 7), (index * 5) % 12, 1 + (index % 27)),
  salary: 52000 + ((index * 7919) % 60) * 1000,
  remote: index % 3 !== 0,
}));

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: teams,
    width: 120,
    editable: true,
  },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value) => `$${value.toLocaleString('en-US')}`,
  },
  {
    field: 'remote',
    headerName: 'Remote',
    type: 'boolean',
    width: 90,
    editable: true,
  },
];

export default function FullFeaturedGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={members}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        aria-label="Team directory"
      />
    </Box>
  );
}
