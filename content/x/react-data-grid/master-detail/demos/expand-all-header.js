import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { accountColumns, accounts } from './accounts';

// The header opens every panel, or closes them all once one is open.
function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const contentCache = useGridSelector(
    apiRef,
    gridDetailPanelExpandedRowsContentCacheSelector,
  );
  const anyOpen = expanded.length > 0;
  const toggleAll = () => {
    // Only rows that have a panel: the content cache lists them.
    apiRef.current.setExpandedDetailPanels(
      anyOpen ? [] : Object.keys(contentCache).map(Number),
    );
  };
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      onClick={toggleAll}
      aria-label={anyOpen ? 'Close all details' : 'Open all details'}
    >
      {anyOpen ? (
        <UnfoldLessIcon fontSize="inherit" />
      ) : (
        <UnfoldMoreIcon fontSize="inherit" />
      )}
    </IconButton>
  );
}

const columns = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  ...accountColumns.slice(1),
];

export default function ExpandAllHeaderDemo() {
  const getDetailPanelContent = React.useCallback(
    ({ row }) => (
      <Box sx={{ py: 1.5, px: 4 }}>
        <Typography variant="body2">
          Contact: {row.contact}, {row.email}
        </Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto', []);
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={accounts}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        density="compact"
        hideFooter
        aria-label="Accounts with an open-all button in the header"
      />
    </Box>
  );
}
