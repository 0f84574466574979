import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridAggregationPosition, GridGroupNode } from '@mui/x-data-grid-premium';
import { saleColumns, sales } from './sales';

type Placement = GridAggregationPosition | 'root-only';

export default function GroupedAggregation() {
  const [placement, setPlacement] = React.useState<Placement>('inline');

  // The root node (depth -1) is the grid's own footer row; the others are the genre groups.
  const getAggregationPosition = React.useCallback(
    (group: GridGroupNode): GridAggregationPosition | null => {
      if (group.depth === -1) {
        return 'footer';
      }
      return placement === 'root-only' ? null : placement;
    },
    [placement],
  );

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={placement}
        onChange={(_event, value: Placement | null) => value && setPlacement(value)}
        aria-label="Where groups show their totals"
      >
        <ToggleButton value="inline">On the group row</ToggleButton>
        <ToggleButton value="footer">In a group footer</ToggleButton>
        <ToggleButton value="root-only">Grand total only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium
          rows={sales}
          columns={saleColumns}
          initialState={{
            rowGrouping: { model: ['genre'] },
            aggregation: { model: { copies: 'sum', price: 'max' } },
          }}
          getAggregationPosition={getAggregationPosition}
          defaultGroupingExpansionDepth={-1}
          density="compact"
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Book sales grouped by genre with totals"
        />
      </Box>
    </Stack>
  );
}
