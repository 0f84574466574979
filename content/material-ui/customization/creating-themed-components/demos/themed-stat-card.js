import * as React from 'react';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// Each slot names its component and slot, so the theme's MuiStat overrides can reach it.
const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  minWidth: 160,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  boxShadow: (theme.vars || theme).shadows[2],
}));

const StatLabel = styled('div', { name: 'MuiStat', slot: 'label' })(({ theme }) => ({
  ...theme.typography.overline,
  color: (theme.vars || theme).palette.text.secondary,
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h4,
  fontWeight: 600,
  color: (theme.vars || theme).palette.text.primary,
}));

const StatUnit = styled('div', { name: 'MuiStat', slot: 'unit' })(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

const Stat = React.forwardRef(function Stat(props, ref) {
  const { label, value, unit, ...other } = props;
  return (
    <StatRoot ref={ref} {...other}>
      <StatLabel>{label}</StatLabel>
      <StatValue>{value}</StatValue>
      <StatUnit>{unit}</StatUnit>
    </StatRoot>
  );
});

export default function ThemedStatCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Stat label="Sessions" value="1,284" unit="this week" />
      <Stat label="Avg. time" value="3m 12s" unit="per session" />
      <Stat label="Bounce rate" value="38%" unit="of visits" />
    </Stack>
  );
}
