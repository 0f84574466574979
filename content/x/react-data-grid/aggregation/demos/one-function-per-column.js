import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

export default function OneFunctionPerColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        initialState={{
          aggregation: {
            // One built-in function per column: count, earliest date, average, minimum.
            model: { title: 'size', sold: 'min', copies: 'avg', price: 'min' },
          },
        }}
        density="compact"
        hideFooter
        aria-label="Book sales with one built-in function per column"
      />
    </Box>
  );
}
