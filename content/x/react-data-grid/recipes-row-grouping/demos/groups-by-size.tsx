import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { recordColumns, records } from './records';

// Compares two group rows by how many rows they hold; falls back to their names.
const groupingColDef: GridGroupingColDefOverride = {
  headerName: 'Genre (by size)',
  width: 200,
  sortComparator: (v1, v2, param1, param2) => {
    const node1 = param1.api.getRowNode(param1.id);
    const node2 = param2.api.getRowNode(param2.id);
    if (node1?.type === 'group' && node2?.type === 'group') {
      const bySize = node1.children.length - node2.children.length;
      if (bySize !== 0) {
        return bySize;
      }
    }
    return String(v1 ?? '').localeCompare(String(v2 ?? ''));
  },
};

export default function GroupsBySize() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={records}
        columns={recordColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['genre'] },
          // Largest groups first.
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Records grouped by genre, largest genre first"
      />
    </Box>
  );
}
