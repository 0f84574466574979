import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

export default function AggregationDisabled() {
  const [disabled, setDisabled] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="Disable aggregation"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={sales}
          columns={saleColumns}
          disableAggregation={disabled}
          // Ignored while aggregation is disabled.
          initialState={{ aggregation: { model: { copies: 'sum', price: 'avg' } } }}
          density="compact"
          hideFooter
          aria-label="Book sales, aggregation switched on or off"
        />
      </Box>
    </Box>
  );
}
