import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { stationColumns, stationRows } from './stations';

export default function ControlledPinning() {
  const [pinnedColumns, setPinnedColumns] = React.useState({ left: ['station'] });
  const peakPinned = pinnedColumns.right?.includes('peak') ?? false;

  const togglePeak = (pin) =>
    setPinnedColumns((previous) => ({
      ...previous,
      right: pin
        ? [...(previous.right ?? []), 'peak']
        : (previous.right ?? []).filter((field) => field !== 'peak'),
    }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={peakPinned}
            onChange={(event) => togglePeak(event.target.checked)}
          />
        }
        label="Pin the peak column to the right"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={stationRows}
          columns={stationColumns}
          pinnedColumns={pinnedColumns}
          // Pinning from a column menu updates the switch too.
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
          aria-label="Wind speed by hour and station"
        />
      </Box>
    </Stack>
  );
}
