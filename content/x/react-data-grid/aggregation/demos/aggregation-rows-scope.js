import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

export default function AggregationRowsScope() {
  const [allRows, setAllRows] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={allRows}
            onChange={(event) => setAllRows(event.target.checked)}
          />
        }
        label="Count rows hidden by the filter"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={sales}
          columns={saleColumns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'store', operator: 'equals', value: 'Lisbon' }],
              },
            },
            aggregation: { model: { copies: 'sum', title: 'size' } },
          }}
          density="compact"
          hideFooter
          aria-label="Lisbon book sales with totals"
        />
      </Box>
    </Box>
  );
}
