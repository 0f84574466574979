import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { stationColumns, stationRows } from './stations';

// Hourly columns cannot be pinned: their menus have no "Pin to left/right" items.
const columns = stationColumns.map((column) =>
  column.field.startsWith('h') ? { ...column, pinnable: false } : column,
);

export default function PinningDisabled() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable pinning for every column"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={stationRows}
          columns={columns}
          disableColumnPinning={disabled}
          hideFooter
          aria-label="Wind speed; only station and peak can be pinned"
        />
      </Box>
    </Stack>
  );
}
