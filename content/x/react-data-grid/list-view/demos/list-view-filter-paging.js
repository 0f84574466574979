import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid-pro';

const rows = [
  ['Lagos', 'Nigeria', 15.4],
  ['Lima', 'Peru', 10.9],
  ['Lisbon', 'Portugal', 0.5],
  ['Osaka', 'Japan', 2.7],
  ['Oslo', 'Norway', 0.7],
  ['Quito', 'Ecuador', 2.8],
  ['Seoul', 'South Korea', 9.4],
  ['Sydney', 'Australia', 5.3],
  ['Toronto', 'Canada', 2.8],
  ['Vienna', 'Austria', 2.0],
].map(([city, country, population], index) => ({
  id: index + 1,
  city: city,
  country: country,
  population: population,
}));

// Hidden from view in list mode, these columns still drive sorting and the quick filter.
const columns = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  {
    field: 'population',
    headerName: 'Population (millions)',
    type: 'number',
    flex: 1,
  },
];

function CityCard({ row }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" fontWeight={600}>
        {row.city}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.country} · {row.population.toFixed(1)} million people
      </Typography>
    </Box>
  );
}

const listColumn = { field: 'card', renderCell: CityCard };

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function ListViewFilterPaging() {
  return (
    <Box sx={{ height: 420, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_listView
        unstable_listColumn={listColumn}
        rowHeight={60}
        slots={{ toolbar: Toolbar }}
        pagination
        pageSizeOptions={[4, 10]}
        initialState={{
          pagination: { paginationModel: { pageSize: 4 } },
          sorting: { sortModel: [{ field: 'population', sort: 'desc' }] },
        }}
        aria-label="Cities"
      />
    </Box>
  );
}
