import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// A child of your own must spread the props it gets (event handlers) and forward the ref.
const StatusDot = React.forwardRef(function StatusDot({ online, ...props }, ref) {
  return (
    <span
      {...props}
      ref={ref}
      tabIndex={0}
      role="img"
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        background: online ? '#2e7d32' : '#9e9e9e',
      }}
    />
  );
});

export default function CustomChildTooltip() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip title="Online">
        <StatusDot online />
      </Tooltip>
      <Tooltip title="Offline since 9:40">
        <StatusDot online={false} />
      </Tooltip>
    </Stack>
  );
}
