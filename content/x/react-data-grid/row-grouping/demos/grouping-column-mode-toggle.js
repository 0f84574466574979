import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function GroupingColumnModeToggle() {
  const [mode, setMode] = React.useState('single');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next) => next && setMode(next)}
        aria-label="Grouping column mode"
      >
        <ToggleButton value="single">One column for all levels</ToggleButton>
        <ToggleButton value="multiple">One column per level</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          rowGroupingColumnMode={mode}
          initialState={{ rowGrouping: { model: ['category', 'customer'] } }}
          defaultGroupingExpansionDepth={1}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped by category and customer"
        />
      </Box>
    </Stack>
  );
}
