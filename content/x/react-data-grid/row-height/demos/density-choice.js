import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, planet: 'Mercury', moons: 0, day: 1408 },
  { id: 2, planet: 'Venus', moons: 0, day: 5832 },
  { id: 3, planet: 'Earth', moons: 1, day: 24 },
  { id: 4, planet: 'Mars', moons: 2, day: 25 },
];

const columns = [
  { field: 'planet', headerName: 'Planet', flex: 1 },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 90 },
  { field: 'day', headerName: 'Day length (h)', type: 'number', width: 140 },
];

export default function DensityChoice() {
  const [density, setDensity] = React.useState('compact');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_, value) => value && setDensity(value)}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        {/* Controlled: the toolbar's density menu would call onDensityChange too. */}
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
          aria-label="Inner planets"
        />
      </Box>
    </Stack>
  );
}
