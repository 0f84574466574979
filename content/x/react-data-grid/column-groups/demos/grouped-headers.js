import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Inés Castillo',
    email: 'ines@example.com',
    phone: '+34 600 111 222',
    city: 'Sevilla',
    country: 'Spain',
  },
  {
    id: 2,
    name: 'Tunde Bakare',
    email: 'tunde@example.com',
    phone: '+234 803 555 0101',
    city: 'Lagos',
    country: 'Nigeria',
  },
  {
    id: 3,
    name: 'Mira Holm',
    email: 'mira@example.com',
    phone: '+46 70 123 45 67',
    city: 'Uppsala',
    country: 'Sweden',
  },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'email', headerName: 'Email', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
];

const grouping = [
  {
    groupId: 'contact',
    headerName: 'Contact',
    description: 'How to reach the person',
    headerClassName: 'contact-group',
    children: [{ field: 'email' }, { field: 'phone' }],
  },
  {
    groupId: 'address',
    headerName: 'Address',
    children: [{ field: 'city' }, { field: 'country' }],
  },
];

export default function GroupedHeaders() {
  return (
    <Box
      sx={{
        height: 280,
        width: '100%',
        '& .contact-group': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={grouping}
        hideFooter
        aria-label="Contacts"
      />
    </Box>
  );
}
