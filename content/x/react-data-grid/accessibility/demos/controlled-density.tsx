import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

const rows = ['Ankara', 'Bogotá', 'Cairo', 'Dhaka', 'Hanoi', 'Lima', 'Nairobi'].map((city, index) => ({
  id: index + 1,
  city,
  temperature: 14 + ((index * 5) % 18),
}));

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170 },
];

export default function ControlledDensity() {
  // The density is ours: it could come from a user setting and be shared by every grid.
  const [density, setDensity] = React.useState<GridDensity>('comfortable');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          onDensityChange={setDensity}
          hideFooter
          aria-label="City temperatures"
        />
      </Box>
    </Box>
  );
}
