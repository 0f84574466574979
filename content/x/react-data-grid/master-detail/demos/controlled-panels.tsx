import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';
import { Account, accountColumns, accounts } from './accounts';

function ContactPanel({ row }: { row: Account }) {
  return (
    <Box sx={{ py: 1.5, px: 4 }}>
      <Typography variant="body2">
        {row.contact}, {row.email}
      </Typography>
    </Box>
  );
}

export default function ControlledPanels() {
  const [expanded, setExpanded] = React.useState<GridRowId[]>([2]);
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Account>) => <ContactPanel row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setExpanded(accounts.map((account) => account.id))}>
          Open all
        </Button>
        <Button variant="outlined" onClick={() => setExpanded([])}>
          Close all
        </Button>
        <Typography variant="body2" role="status">
          Open: {expanded.length ? expanded.join(', ') : 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={accounts}
          columns={accountColumns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={setExpanded}
          density="compact"
          hideFooter
          aria-label="Accounts with contacts in detail panels"
        />
      </Box>
    </Stack>
  );
}
