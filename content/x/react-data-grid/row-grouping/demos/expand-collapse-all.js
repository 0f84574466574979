import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function GroupExpansion() {
  const apiRef = useGridApiRef();

  const setAllExpanded = (expanded) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== 'auto-generated-group-node-root') {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAllExpanded(true)}>
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setAllExpanded(false)}
        >
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['country', 'category'] } }}
          // Only Germany starts open; its sub-groups stay closed.
          isGroupExpandedByDefault={(node) => node.groupingKey === 'Germany'}
          density="compact"
          // A wider indent per level than the default of 2 spacing units.
          sx={{ '--DataGrid-cellOffsetMultiplier': 4 }}
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped by country and category"
        />
      </Box>
    </Stack>
  );
}
