import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  minWidth: 170,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  variants: [
    {
      props: { variant: 'elevated' },
      style: { boxShadow: (theme.vars || theme).shadows[2] },
    },
    {
      props: { variant: 'outlined' },
      style: { border: `1px solid ${(theme.vars || theme).palette.divider}` },
    },
  ],
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 600,
  color: (theme.vars || theme).palette.text.primary,
}));

// The trend line's color comes from ownerState: variants match its values like props.
// Dark shades on light surfaces, light shades on dark ones, so the text stays readable.
const StatTrend = styled('div', { name: 'MuiStat', slot: 'trend' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars || theme).palette.text.secondary,
  variants: [
    {
      props: { trend: 'up' },
      style: {
        color: (theme.vars || theme).palette.success.dark,
        ...theme.applyStyles('dark', {
          color: (theme.vars || theme).palette.success.light,
        }),
      },
    },
    {
      props: { trend: 'down' },
      style: {
        color: (theme.vars || theme).palette.error.dark,
        ...theme.applyStyles('dark', {
          color: (theme.vars || theme).palette.error.light,
        }),
      },
    },
  ],
}));

const ARROWS = { up: '▲', down: '▼', flat: '■' };

function Stat({ value, change, variant = 'elevated', trend = 'flat' }) {
  const ownerState = { variant, trend };
  return (
    <StatRoot ownerState={ownerState}>
      <StatValue>{value}</StatValue>
      <StatTrend ownerState={ownerState}>
        <span aria-hidden>{ARROWS[trend]} </span>
        {change}
      </StatTrend>
    </StatRoot>
  );
}

export default function StatCardOwnerState() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Stat value="$48,210" change="up 12% on last month" trend="up" />
      <Stat
        value="312"
        change="down 4% on last month"
        trend="down"
        variant="outlined"
      />
      <Stat value="97.9%" change="no change" variant="outlined" />
    </Stack>
  );
}
