import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 40,
  height: 24,
  cursor: 'pointer',
  '& .base-Switch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: theme.palette.grey[500],
  },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'left 120ms',
  },
  '&.base--checked .base-Switch-track': {
    backgroundColor: theme.palette.primary.main,
  },
  '&.base--checked .base-Switch-thumb': { left: 20 },
  '&.base--focusVisible .base-Switch-track': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    opacity: 0,
    margin: 0,
    cursor: 'inherit',
  },
}));

export default function SwitchSystem() {
  return (
    <Switch
      slots={{ root: Root }}
      slotProps={{ input: { 'aria-label': 'Notifications' } }}
      defaultChecked
    />
  );
}
