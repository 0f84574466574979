import * as React from 'react';
import { styled } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {
  toggleButtonGroupClasses,
} from '@mui/material/ToggleButtonGroup';

// A pill-shaped segmented control: no borders between buttons, a raised "thumb" on the selected one.
const Segmented = styled(ToggleButtonGroup)(({ theme }) => ({
  padding: 4,
  gap: 4,
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    border: 0,
    borderRadius: 999,
    paddingInline: theme.spacing(2),
    textTransform: 'none',
    color: theme.palette.text.primary,
    '&.Mui-selected, &.Mui-selected:hover': {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      boxShadow: theme.shadows[1],
    },
  },
}));

export default function SegmentedToggle() {
  const [billing, setBilling] = React.useState('monthly');
  return (
    <Segmented
      exclusive
      size="small"
      value={billing}
      onChange={(_event, value) => value && setBilling(value)}
      aria-label="Billing period"
    >
      <ToggleButton value="monthly">Monthly</ToggleButton>
      <ToggleButton value="yearly">Yearly (save 20%)</ToggleButton>
    </Segmented>
  );
}
