import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function ExpansionDepth() {
  const labelId = React.useId();
  const [depth, setDepth] = React.useState(1);

  return (
    <Stack spacing={1.5}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id={labelId}>Open groups down to</InputLabel>
        <Select
          labelId={labelId}
          label="Open groups down to"
          value={depth}
          onChange={(event) => setDepth(Number(event.target.value))}
        >
          <MenuItem value={0}>No group (0)</MenuItem>
          <MenuItem value={1}>Countries (1)</MenuItem>
          <MenuItem value={-1}>Every level (-1)</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={orders}
          columns={orderColumns}
          // The prop is read when groups are created: apply a new depth to
          // groups that already exist by mounting the grid again.
          key={depth}
          defaultGroupingExpansionDepth={depth}
          initialState={{ rowGrouping: { model: ['country', 'category'] } }}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped by country and category"
        />
      </Box>
    </Stack>
  );
}
