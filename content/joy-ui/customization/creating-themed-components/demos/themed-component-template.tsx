import * as React from 'react';
import Typography from '@mui/joy/Typography';
import { styled, useThemeProps } from '@mui/joy/styles';
import type { ColorPaletteProp } from '@mui/joy/styles';

type OwnerState = { color: ColorPaletteProp; done: boolean };

const StepBadgeRoot = styled('div', { name: 'JoyStepBadge', slot: 'root' })<{ ownerState: OwnerState }>(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

export interface StepBadgeProps {
  step: number;
  children: React.ReactNode;
  color?: ColorPaletteProp;
  done?: boolean;
  /** The root's `sx`, typed from the styled root itself. */
  sx?: React.ComponentProps<typeof StepBadgeRoot>['sx'];
}

const StepBadgeIndex = styled('span', { name: 'JoyStepBadge', slot: 'index' })<{ ownerState: OwnerState }>(
  ({ theme, ownerState }) => ({
    display: 'inline-grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    ...theme.typography['title-sm'],
    ...theme.variants[ownerState.done ? 'solid' : 'outlined'][ownerState.color],
  }),
);

export const StepBadge = React.forwardRef<HTMLDivElement, StepBadgeProps>(function StepBadge(inProps, ref) {
  const props = useThemeProps({ props: inProps, name: 'JoyStepBadge' });
  const { step, children, color = 'primary', done = false, sx } = props;
  const ownerState = { color, done };
  return (
    <StepBadgeRoot ref={ref} ownerState={ownerState} sx={sx}>
      <StepBadgeIndex ownerState={ownerState}>{done ? '✓' : step}</StepBadgeIndex>
      <Typography level="body-sm">{children}</Typography>
    </StepBadgeRoot>
  );
});

export default function ThemedComponentTemplate() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <StepBadge step={1} done color="success">
        Account
      </StepBadge>
      <StepBadge step={2}>Billing</StepBadge>
      <StepBadge step={3} color="neutral" sx={{ opacity: 0.8 }}>
        Review
      </StepBadge>
    </div>
  );
}
