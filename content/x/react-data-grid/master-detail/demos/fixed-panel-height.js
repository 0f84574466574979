import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { accountColumns, accounts } from './accounts';

// One chip per seat, up to 12 per line: the height is known from the data, no measuring needed.
const CHIPS_PER_LINE = 12;
const LINE_HEIGHT = 36;

function SeatChips({ row }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${CHIPS_PER_LINE}, 44px)`,
        gap: 0.5,
        p: 1,
        overflow: 'auto',
        height: '100%',
      }}
    >
      {Array.from({ length: row.seats }, (_, index) => (
        <Chip key={index} size="small" label={index + 1} />
      ))}
    </Box>
  );
}

export default function FixedPanelHeight() {
  const getDetailPanelContent = React.useCallback(
    ({ row }) => <SeatChips row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(
    ({ row }) => Math.ceil(row.seats / CHIPS_PER_LINE) * LINE_HEIGHT + 16,
    [],
  );
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={accounts}
        columns={accountColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        density="compact"
        hideFooter
        aria-label="Accounts with seat panels of computed height"
      />
    </Box>
  );
}
