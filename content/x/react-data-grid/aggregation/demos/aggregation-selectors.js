import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_AGGREGATION_ROOT_FOOTER_ROW_ID,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  gridAggregationLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { euro, saleColumns, sales } from './sales';

// A toolbar that repeats the footer's results in a sentence, from the aggregation lookup.
function SummaryToolbar() {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const totals = lookup[GRID_AGGREGATION_ROOT_FOOTER_ROW_ID];
  const copies = totals?.copies?.value ?? 0;
  const price = totals?.price?.value;

  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', px: 1 }}>
      <Typography variant="body2" role="status">
        {copies} copies sold
        {price == null ? '' : `, average price ${euro.format(price)}`}
      </Typography>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function AggregationSelectors() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={saleColumns}
        initialState={{ aggregation: { model: { copies: 'sum', price: 'avg' } } }}
        slots={{ toolbar: SummaryToolbar }}
        density="compact"
        hideFooter
        aria-label="Book sales with a written summary"
      />
    </Box>
  );
}
