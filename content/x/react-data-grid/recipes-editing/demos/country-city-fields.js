import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const citiesByCountry = {
  Portugal: ['Lisbon', 'Porto', 'Faro'],
  Japan: ['Osaka', 'Kyoto', 'Sapporo'],
  Mexico: ['Oaxaca', 'Mérida', 'Puebla'],
};

const initialRows = [
  { id: 1, team: 'Research', country: 'Portugal', city: 'Porto' },
  { id: 2, team: 'Sales', country: 'Japan', city: 'Osaka' },
  { id: 3, team: 'Support', country: 'Mexico', city: 'Mérida' },
];

const columns = [
  { field: 'team', headerName: 'Team', flex: 1 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 140,
    editable: true,
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    width: 140,
    editable: true,
    // Options follow the row's country.
    valueOptions: ({ row }) => (row ? citiesByCountry[row.country] : []),
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: !params.props.value,
    }),
  },
];

export default function LinkedFields() {
  const [rows, setRows] = React.useState(initialRows);
  const processRowUpdate = (updated, original) => {
    const next =
      updated.country !== original.country &&
      !citiesByCountry[updated.country].includes(updated.city)
        ? { ...updated, city: citiesByCountry[updated.country][0] }
        : updated;
    setRows((previous) => previous.map((row) => (row.id === next.id ? next : row)));
    return next;
  };
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        processRowUpdate={processRowUpdate}
        hideFooter
        aria-label="Team offices"
      />
    </Box>
  );
}
