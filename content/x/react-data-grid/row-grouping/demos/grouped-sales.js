import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const regions = ['Nordics', 'Iberia', 'Benelux'];
const products = ['Kettle', 'Toaster', 'Blender'];
const rows = Array.from({ length: 27 }, (_, index) => ({
  id: index + 1,
  region: regions[index % 3],
  product: products[Math.floor(index / 3) % 3],
  month: ['Jan', 'Feb', 'Mar'][Math.floor(index / 9)],
  units: 20 + ((index * 37) % 80),
}));

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

export default function GroupedSales() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region', 'product'] },
          aggregation: { model: { units: 'sum' } },
        }}
        defaultGroupingExpansionDepth={1}
        density="compact"
        // Tree grid roles for group rows, the default from version 8.
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Sales by region"
      />
    </Box>
  );
}
