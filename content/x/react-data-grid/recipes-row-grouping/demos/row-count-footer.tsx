import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridFooterContainer,
  gridFilteredSortedRowIdsSelector,
  gridRowTreeSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { recordColumns, records } from './records';

// Counts, after filtering, the records (leaves) and the groups they sit in.
function RowCountFooter() {
  const apiRef = useGridApiContext();
  const ids = useGridSelector(apiRef, gridFilteredSortedRowIdsSelector);
  const tree = useGridSelector(apiRef, gridRowTreeSelector);

  let leaves = 0;
  let groups = 0;
  ids.forEach((id) => {
    const node = tree[id];
    if (node?.type === 'leaf') {
      leaves += 1;
    } else if (node?.type === 'group') {
      groups += 1;
    }
  });

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {leaves} records in {groups} groups
      </Typography>
    </GridFooterContainer>
  );
}

export default function RowCountFooterDemo() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={records}
        columns={recordColumns}
        slots={{ footer: RowCountFooter }}
        initialState={{ rowGrouping: { model: ['country', 'genre'] } }}
        density="compact"
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Records by country and genre, with counts in the footer"
      />
    </Box>
  );
}
