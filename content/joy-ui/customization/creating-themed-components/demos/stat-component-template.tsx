import * as React from 'react';
import Stack from '@mui/joy/Stack';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp, Theme, VariantProp } from '@mui/joy/styles';
import type { SxProps } from '@mui/system';

// 1. Props: what the instance can set, including sx.
export interface StatProps extends Omit<React.HTMLAttributes<HTMLDivElement>, 'color'> {
  value: React.ReactNode;
  label: React.ReactNode;
  trend?: 'up' | 'down';
  variant?: VariantProp;
  color?: ColorPaletteProp;
  sx?: SxProps<Theme>;
}

// 2. Owner state: the resolved props the slots style themselves with.
type StatOwnerState = Required<Pick<StatProps, 'variant' | 'color'>> & Pick<StatProps, 'trend'>;

// 3. Slots: `name` and `slot` let the theme reach them (components.JoyStat.styleOverrides.root).
const StatRoot = styled('div', { name: 'JoyStat', slot: 'root' })<{ ownerState: StatOwnerState }>(
  ({ theme, ownerState }) => ({
    display: 'inline-flex',
    flexDirection: 'column',
    gap: theme.spacing(0.25),
    padding: theme.spacing(1.5, 2),
    borderRadius: theme.vars.radius.md,
    ...theme.variants[ownerState.variant]?.[ownerState.color],
  }),
);

const StatValue = styled('span', { name: 'JoyStat', slot: 'value' })<{
  ownerState: StatOwnerState;
}>(({ theme, ownerState }) => ({
  ...theme.typography.h3,
  color: 'inherit',
  // Styles that depend on a prop read the owner state.
  ...(ownerState.trend && {
    '&::after': {
      content: ownerState.trend === 'up' ? '" ▲"' : '" ▼"',
      fontSize: theme.vars.fontSize.sm,
    },
  }),
}));

const StatLabel = styled('span', { name: 'JoyStat', slot: 'label' })(({ theme }) => ({
  ...theme.typography['body-sm'],
  color: 'inherit',
}));

// 4. The component: theme default props, a forwarded ref, and the rest spread on the root.
const Stat = React.forwardRef<HTMLDivElement, StatProps>(function Stat(inProps, ref) {
  const props = useThemeProps({ props: inProps, name: 'JoyStat' });
  const { value, label, trend, variant = 'outlined', color = 'neutral', ...other } = props;
  const ownerState: StatOwnerState = { variant, color, trend };
  return (
    <StatRoot ref={ref} ownerState={ownerState} {...other}>
      <StatValue ownerState={ownerState}>{value}</StatValue>
      <StatLabel>{label}</StatLabel>
    </StatRoot>
  );
});

export default function StatComponentTemplate() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat value="1,920" label="Sign-ups" trend="up" color="success" variant="soft" />
      <Stat value="3.1%" label="Churn" trend="down" />
      <Stat value="48" label="Open issues" sx={{ minWidth: 140 }} />
    </Stack>
  );
}
