import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridLogicOperator, GridToolbar } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'Kitchen renovation',
    client: 'Haruka Mori',
    budget: 18000,
    city: 'Osaka',
  },
  {
    id: 2,
    title: 'Roof repair',
    client: 'Samuel Okoro',
    budget: 6500,
    city: 'Lagos',
  },
  {
    id: 3,
    title: 'Garden terrace',
    client: 'Elif Demir',
    budget: 12000,
    city: 'Izmir',
  },
  {
    id: 4,
    title: 'Loft insulation',
    client: 'Pablo Vidal',
    budget: 4200,
    city: 'Valencia',
  },
];

const columns = [
  { field: 'title', headerName: 'Project', flex: 1, minWidth: 150 },
  { field: 'client', headerName: 'Client', width: 140 },
  { field: 'budget', headerName: 'Budget (€)', type: 'number', width: 120 },
  { field: 'city', headerName: 'City', width: 110 },
];

export default function FilterPanelOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And" between filters, columns listed from A to Z.
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            filterFormProps: {
              // Narrower inputs, and a column list without the project titles.
              columnInputProps: {
                variant: 'outlined',
                size: 'small',
                sx: { mt: 'auto' },
              },
              operatorInputProps: {
                variant: 'outlined',
                size: 'small',
                sx: { mt: 'auto' },
              },
              valueInputProps: {
                InputComponentProps: { variant: 'outlined', size: 'small' },
              },
              filterColumns: ({ columns: all }) =>
                all
                  .filter((column) => column.field !== 'title')
                  .map((column) => column.field),
            },
            disableRemoveAllButton: true,
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 1.5 } },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'budget', operator: '>', value: 5000 }],
            },
          },
        }}
        hideFooter
        aria-label="Renovation projects"
      />
    </Box>
  );
}
