import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function RowGroupingDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable row grouping"
      />
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          disableRowGrouping={disabled}
          // Kept while grouping is disabled and applied again when it is enabled.
          initialState={{ rowGrouping: { model: ['country'] } }}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders, grouping can be switched off"
        />
      </Box>
    </Stack>
  );
}
