import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, GridToolbar } from '@mui/x-data-grid-pro';

const districts = ['Kreuzberg', 'Mitte', 'Neukölln', 'Pankow'];
const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  district: districts[index % districts.length],
  rooms: 1 + (index % 4),
  rent: 780 + ((index * 53) % 1200),
  balcony: index % 3 === 0,
}));

const columns = [
  { field: 'district', headerName: 'District', flex: 1 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'balcony', headerName: 'Balcony', type: 'boolean', width: 100 },
];

const initialFilter = {
  logicOperator: GridLogicOperator.And,
  items: [
    { id: 1, field: 'rooms', operator: '>=', value: 2 },
    { id: 2, field: 'rent', operator: '<', value: 1500 },
    { id: 3, field: 'balcony', operator: 'is', value: 'true' },
  ],
};

export default function ApartmentFilters() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ filter: { filterModel: initialFilter } }}
        slots={{ toolbar: GridToolbar }}
        density="compact"
        aria-label="Apartments to rent"
      />
    </Box>
  );
}
