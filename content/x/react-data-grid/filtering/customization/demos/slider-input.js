import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import { DataGrid, GridToolbar, getGridNumericOperators } from '@mui/x-data-grid';

function PercentSlider({ item, applyValue }) {
  return (
    <Box sx={{ px: 2, pt: 3, width: 180 }}>
      <Slider
        aria-label="Battery level"
        value={Number(item.value ?? 50)}
        onChange={(_, value) => applyValue({ ...item, value })}
        valueLabelDisplay="on"
        min={0}
        max={100}
        step={5}
      />
    </Box>
  );
}

// Same operators and logic, only the value input changes. Operators without a value
// ("is empty") keep no input.
const sliderOperators = getGridNumericOperators()
  .filter((operator) => ['>', '>=', '<', '<=', '='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: PercentSlider }));

const rows = [
  { id: 1, device: 'Kitchen tablet', battery: 82 },
  { id: 2, device: 'Door sensor', battery: 14 },
  { id: 3, device: 'Garden camera', battery: 47 },
  { id: 4, device: 'Smoke alarm', battery: 96 },
];

const columns = [
  { field: 'device', headerName: 'Device', flex: 1 },
  {
    field: 'battery',
    headerName: 'Battery (%)',
    type: 'number',
    width: 130,
    filterOperators: sliderOperators,
  },
];

export default function SliderInput() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'battery', operator: '<', value: 50 }] },
          },
        }}
        hideFooter
        aria-label="Devices filtered by battery level"
      />
    </Box>
  );
}
