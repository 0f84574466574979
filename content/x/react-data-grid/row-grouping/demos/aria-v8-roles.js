import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function AriaV8Roles() {
  const containerRef = React.useRef(null);
  const [ariaV8, setAriaV8] = React.useState(true);
  const [role, setRole] = React.useState('');

  // Read the role the grid rendered, after each remount.
  React.useEffect(() => {
    const grid = containerRef.current?.querySelector(
      '[role="grid"], [role="treegrid"]',
    );
    setRole(grid?.getAttribute('role') ?? '');
  }, [ariaV8]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center">
        <FormControlLabel
          control={
            <Switch
              checked={ariaV8}
              onChange={(event) => setAriaV8(event.target.checked)}
            />
          }
          label="Version 8 roles"
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          The grid element has role=&quot;{role}&quot;
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 340, width: '100%' }}>
        <DataGridPremium
          // experimentalFeatures is read once, so a new value needs a new grid.
          key={String(ariaV8)}
          rows={orders}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['category'] } }}
          density="compact"
          experimentalFeatures={{ ariaV8 }}
          aria-label="Orders grouped by category"
        />
      </Box>
    </Stack>
  );
}
