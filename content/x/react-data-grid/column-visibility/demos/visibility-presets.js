import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

const rows = [
  {
    id: 1041,
    customer: 'Lena Fischer',
    city: 'Leipzig',
    items: 3,
    carrier: 'DHL',
    weight: 2.4,
  },
  {
    id: 1042,
    customer: 'Kofi Mensah',
    city: 'Accra',
    items: 1,
    carrier: 'UPS',
    weight: 0.6,
  },
  {
    id: 1043,
    customer: 'Ana Souza',
    city: 'Recife',
    items: 6,
    carrier: 'FedEx',
    weight: 7.9,
  },
  {
    id: 1044,
    customer: 'Yuki Tanaka',
    city: 'Sapporo',
    items: 2,
    carrier: 'DHL',
    weight: 1.2,
  },
];

const columns = [
  { field: 'id', headerName: 'Order', width: 90, hideable: false },
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 130,
    hideable: false,
  },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
];

const presets = {
  compact: { city: false, carrier: false, weight: false },
  detailed: {},
};

export default function VisibilityPresets() {
  const [model, setModel] = React.useState(presets.compact);
  const preset = Object.keys(presets).find(
    (key) => JSON.stringify(presets[key]) === JSON.stringify(model),
  );
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset ?? null}
        onChange={(_event, value) => value && setModel(presets[value])}
        aria-label="Column preset"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="detailed">Detailed</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          slots={{ toolbar: GridToolbar }}
          hideFooter
          aria-label="Orders"
        />
      </Box>
    </Box>
  );
}
