import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRenderCellParams,
  GridRowParams,
  useGridApiContext,
} from '@mui/x-data-grid-pro';
import { Account, accountColumns, accounts } from './accounts';

// A rotating chevron, on the right, hidden for the only account without details.
function ChevronToggle({ id, row, value: isExpanded }: GridRenderCellParams<Account, boolean>) {
  const apiRef = useGridApiContext();
  if (row.plan === 'Starter') {
    return null;
  }
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-label={isExpanded ? `Hide details of ${row.company}` : `Show details of ${row.company}`}
      onClick={() => apiRef.current.toggleDetailPanel(id)}
    >
      <ExpandMoreIcon
        fontSize="inherit"
        sx={{ transform: isExpanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
      />
    </IconButton>
  );
}

const columns: GridColDef<Account>[] = [
  ...accountColumns.slice(1),
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Details',
    renderHeader: () => 'Details',
    width: 80,
    renderCell: (params) => <ChevronToggle {...params} />,
  },
];

export default function CustomToggle() {
  // Starter accounts have no panel: returning null removes it.
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Account>) =>
      row.plan === 'Starter' ? null : (
        <Box sx={{ py: 1.5, px: 4 }}>
          <Typography variant="body2">
            {row.seats} seats on the {row.plan} plan, managed by {row.contact}.
          </Typography>
        </Box>
      ),
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
        density="compact"
        hideFooter
        aria-label="Accounts with a chevron toggle on the right"
      />
    </Box>
  );
}
