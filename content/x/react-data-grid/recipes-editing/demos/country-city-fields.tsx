import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPreProcessEditCellProps, GridRowModel } from '@mui/x-data-grid';

const citiesByCountry: Record<string, string[]> = {
  Portugal: ['Lisbon', 'Porto', 'Faro'],
  Japan: ['Osaka', 'Kyoto', 'Sapporo'],
  Mexico: ['Oaxaca', 'Mérida', 'Puebla'],
};

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const initialRows: Office[] = [
  { id: 1, team: 'Research', country: 'Portugal', city: 'Porto' },
  { id: 2, team: 'Sales', country: 'Japan', city: 'Osaka' },
  { id: 3, team: 'Support', country: 'Mexico', city: 'Mérida' },
];

const columns: GridColDef<Office>[] = [
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
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: !params.props.value,
    }),
  },
];

export default function LinkedFields() {
  const [rows, setRows] = React.useState(initialRows);
  const processRowUpdate = (updated: GridRowModel<Office>, original: GridRowModel<Office>) => {
    const next =
      updated.country !== original.country && !citiesByCountry[updated.country].includes(updated.city)
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
