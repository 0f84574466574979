import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function DescendantCountToggle() {
  const [hideCount, setHideCount] = React.useState(true);

  const groupingColDef = React.useMemo(
    () => ({ hideDescendantCount: hideCount }),
    [hideCount],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={hideCount}
            onChange={(event) => setHideCount(event.target.checked)}
          />
        }
        label="Hide the number of orders after each group"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          groupingColDef={groupingColDef}
          initialState={{ rowGrouping: { model: ['category'] } }}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped by category"
        />
      </Box>
    </Stack>
  );
}
