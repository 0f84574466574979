import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';

// A custom prop drives the styles; shouldForwardProp keeps it off the DOM.
const StatusChip = styled(Chip, { shouldForwardProp: (prop) => prop !== 'status' })(
  ({ theme }) => ({
    fontWeight: 600,
    variants: [
      {
        props: { status: 'healthy' },
        style: {
          backgroundColor: (theme.vars || theme).palette.success.main,
          color: (theme.vars || theme).palette.success.contrastText,
        },
      },
      {
        props: { status: 'degraded' },
        style: {
          backgroundColor: (theme.vars || theme).palette.warning.main,
          color: (theme.vars || theme).palette.warning.contrastText,
        },
      },
      {
        props: { status: 'down' },
        style: {
          backgroundColor: (theme.vars || theme).palette.error.main,
          color: (theme.vars || theme).palette.error.contrastText,
        },
      },
    ],
  }),
);

const LABELS = {
  healthy: 'All systems normal',
  degraded: 'Slow responses',
  down: 'Outage',
};

export default function CustomizeDynamicStyles() {
  const [status, setStatus] = React.useState('healthy');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={status}
        onChange={(_, next) => next && setStatus(next)}
        aria-label="Simulated status"
      >
        <ToggleButton value="healthy">Healthy</ToggleButton>
        <ToggleButton value="degraded">Degraded</ToggleButton>
        <ToggleButton value="down">Down</ToggleButton>
      </ToggleButtonGroup>
      <StatusChip status={status} label={`API: ${LABELS[status]}`} />
      {/* The same idea inline: an sx value computed from state. */}
      <Chip
        variant="outlined"
        label={status === 'down' ? 'Retrying in 30s' : 'Last check: just now'}
        sx={{ borderStyle: status === 'healthy' ? 'solid' : 'dashed' }}
      />
    </Stack>
  );
}
