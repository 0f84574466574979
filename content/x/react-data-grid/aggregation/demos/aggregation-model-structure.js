import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

const initialModel = { copies: 'sum', sold: 'max' };

export default function AggregationModelStructure() {
  // Only mirrors the model for display: the grid keeps its own state.
  const [model, setModel] = React.useState(initialModel);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={sales}
          columns={saleColumns}
          initialState={{ aggregation: { model: initialModel } }}
          onAggregationModelChange={setModel}
          density="compact"
          hideFooter
          aria-label="Book sales; change aggregations from a column menu"
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace' }}
      >
        {JSON.stringify(model, null, 2)}
      </Typography>
    </Box>
  );
}
