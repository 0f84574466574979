import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
} from '@mui/x-data-grid-premium';
import { recordColumns, records } from './records';

export default function PinnedGroupingColumns() {
  return (
    // A narrow box, so that the other columns scroll under the pinned ones.
    <Box sx={{ height: 400, width: '100%', maxWidth: 560 }}>
      <DataGridPremium
        rows={records}
        columns={recordColumns}
        rowGroupingColumnMode="multiple"
        initialState={{
          rowGrouping: { model: ['country', 'genre'] },
          // In "multiple" mode, each grouping column has a field of its own.
          pinnedColumns: {
            left: [
              getRowGroupingFieldFromGroupingCriteria('country'),
              getRowGroupingFieldFromGroupingCriteria('genre'),
            ],
          },
        }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Records by country and genre, grouping columns pinned"
      />
    </Box>
  );
}
