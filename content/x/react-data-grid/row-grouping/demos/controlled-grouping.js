import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

const choices = {
  none: [],
  country: ['country'],
  category: ['category'],
  'country-category': ['country', 'category'],
};

export default function ControlledGrouping() {
  const [model, setModel] = React.useState(['country']);
  const selected =
    Object.keys(choices).find((key) => choices[key].join() === model.join()) ?? null;

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={selected}
        onChange={(_, key) => key && setModel(choices[key])}
        aria-label="Group rows by"
      >
        <ToggleButton value="none">No grouping</ToggleButton>
        <ToggleButton value="country">Country</ToggleButton>
        <ToggleButton value="category">Category</ToggleButton>
        <ToggleButton value="country-category">Country, then category</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped from the buttons above"
        />
      </Box>
    </Stack>
  );
}
