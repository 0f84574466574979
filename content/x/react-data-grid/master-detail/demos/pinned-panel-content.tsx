import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridRowParams,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { Account, accountColumns, accounts } from './accounts';

// Sticky at the left edge and as wide as the visible grid: the panel stays in view while the
// columns scroll sideways.
function StickyPanel({ row }: { row: Account }) {
  const apiRef = useGridApiContext();
  const { viewportInnerSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <Box sx={{ position: 'sticky', left: 0, width: viewportInnerSize.width, py: 1.5, px: 4, boxSizing: 'border-box' }}>
      <Typography variant="body2">
        {row.company} in {row.city}: {row.contact}, {row.email}
      </Typography>
    </Box>
  );
}

// Wide columns, so the grid scrolls horizontally.
const columns: GridColDef<Account>[] = [
  ...accountColumns.map((column) => (column.flex ? { ...column, flex: undefined, width: 240 } : column)),
  { field: 'contact', headerName: 'Contact', width: 200 },
  { field: 'email', headerName: 'Email', width: 260 },
];

export default function PinnedPanelContent() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Account>) => <StickyPanel row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={accounts}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: [1] } }}
        density="compact"
        hideFooter
        aria-label="Accounts with panels that do not scroll sideways"
      />
    </Box>
  );
}
