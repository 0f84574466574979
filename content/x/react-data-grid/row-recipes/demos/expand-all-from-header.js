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
  gridDataRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    ticket: 'Login fails on Safari',
    reporter: 'Hana',
    detail: 'Happens after a password reset; clearing cookies fixes it.',
  },
  {
    id: 2,
    ticket: 'Export cuts long names',
    reporter: 'Rui',
    detail: 'CSV export truncates names longer than 64 characters.',
  },
  {
    id: 3,
    ticket: 'Slow search',
    reporter: 'Maya',
    detail: 'Search takes over three seconds with more than 10,000 records.',
  },
];

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  // Selectors keep the header in sync with panels opened row by row.
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const allIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const anyOpen = expanded.length > 0;
  return (
    <IconButton
      size="small"
      aria-label={anyOpen ? 'Collapse all details' : 'Expand all details'}
      onClick={() => apiRef.current.setExpandedDetailPanels(anyOpen ? [] : allIds)}
    >
      {anyOpen ? (
        <UnfoldLessIcon fontSize="small" />
      ) : (
        <UnfoldMoreIcon fontSize="small" />
      )}
    </IconButton>
  );
}

const columns = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  { field: 'ticket', headerName: 'Ticket', flex: 1 },
  { field: 'reporter', headerName: 'Reporter', width: 120 },
];

export default function ExpandAllFromHeader() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelHeight={() => 'auto'}
        getDetailPanelContent={({ row }) => (
          <Typography variant="body2" sx={{ p: 2 }}>
            {row.detail}
          </Typography>
        )}
        hideFooter
        aria-label="Support tickets"
      />
    </Box>
  );
}
