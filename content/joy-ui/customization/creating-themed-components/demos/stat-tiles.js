import * as React from 'react';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })(
  ({ theme, ownerState }) => ({
    display: 'grid',
    gap: theme.spacing(0.5),
    padding: theme.spacing(2),
    minWidth: 150,
    borderRadius: theme.vars.radius.md,
    ...theme.typography['body-sm'],
    ...theme.variants[ownerState.variant]?.[ownerState.color],
  }),
);

const StatValue = styled('div', { name: 'JoyStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h2,
  color: 'inherit',
}));

const StatUnit = styled('span', { name: 'JoyStat', slot: 'unit' })(({ theme }) => ({
  ...theme.typography['body-md'],
  color: 'inherit',
  marginInlineStart: theme.spacing(0.5),
}));

function Stat({ value, unit, children, variant = 'soft', color = 'neutral' }) {
  return (
    <StatRoot ownerState={{ variant, color }}>
      {children}
      <StatValue>
        {value}
        {unit && <StatUnit>{unit}</StatUnit>}
      </StatValue>
    </StatRoot>
  );
}

export default function StatTiles() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }} useFlexGap>
      <Stat value="1,284">Orders today</Stat>
      <Stat value="96.2" unit="%" color="success">
        On-time delivery
      </Stat>
      <Stat value="7" color="danger" variant="outlined">
        Failed payments
      </Stat>
      <Stat value="3.4" unit="days" color="primary" variant="solid">
        Average dispatch
      </Stat>
    </Stack>
  );
}
