import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, trail: 'Ridge loop', region: 'Highlands', km: 12, difficulty: 'Hard' },
  { id: 2, trail: 'Lake path', region: 'Lowlands', km: 5, difficulty: 'Easy' },
  { id: 3, trail: 'Pine walk', region: 'Highlands', km: 7, difficulty: 'Moderate' },
  { id: 4, trail: 'Coast trail', region: 'Coast', km: 18, difficulty: 'Hard' },
  { id: 5, trail: 'Dune circuit', region: 'Coast', km: 4, difficulty: 'Easy' },
];

const columns = [
  { field: 'trail', headerName: 'Trail', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'km', headerName: 'Length (km)', type: 'number', width: 120 },
  {
    field: 'difficulty',
    headerName: 'Difficulty',
    type: 'singleSelect',
    valueOptions: ['Easy', 'Moderate', 'Hard'],
    width: 120,
  },
];

const presets = {
  All: { items: [] },
  'Easy only': { items: [{ field: 'difficulty', operator: 'is', value: 'Easy' }] },
  'Under 10 km': { items: [{ field: 'km', operator: '<', value: 10 }] },
  Coast: { items: [{ field: 'region', operator: 'equals', value: 'Coast' }] },
};

export default function ControlledFilterChips() {
  const [filterModel, setFilterModel] = React.useState(presets.All);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label="Filter presets"
      >
        {Object.entries(presets).map(([label, model]) => (
          <Chip
            key={label}
            label={label}
            color={
              JSON.stringify(model.items) === JSON.stringify(filterModel.items)
                ? 'primary'
                : 'default'
            }
            onClick={() => setFilterModel(model)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
          aria-label="Hiking trails"
        />
      </Box>
    </Box>
  );
}
