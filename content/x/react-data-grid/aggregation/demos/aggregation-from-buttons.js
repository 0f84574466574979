import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

export default function AggregationFromButtons() {
  const [model, setModel] = React.useState({ copies: 'sum' });

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={model.copies ?? null}
        onChange={(_event, fn) => {
          const { copies, ...others } = model;
          setModel(fn ? { ...others, copies: fn } : others);
        }}
        aria-label="Aggregate the copies column with"
      >
        <ToggleButton value="sum">Sum</ToggleButton>
        <ToggleButton value="avg">Average</ToggleButton>
        <ToggleButton value="max">Maximum</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={sales}
          columns={saleColumns}
          aggregationModel={model}
          onAggregationModelChange={setModel}
          density="compact"
          hideFooter
          aria-label="Book sales with a controlled aggregation"
        />
      </Box>
    </Stack>
  );
}
