import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 40,
  height: 24,
  cursor: 'pointer',
  '& .MuiSwitch-track': {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: theme.palette.grey[500],
  },
  '& .MuiSwitch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'left 120ms',
  },
  '&.Mui-checked .MuiSwitch-track': { backgroundColor: theme.palette.primary.main },
  '&.Mui-checked .MuiSwitch-thumb': { left: 20 },
  '&.Mui-focusVisible .MuiSwitch-track': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .MuiSwitch-input': { position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'inherit' },
}));

export default function SwitchSystem() {
  return <Switch slots={{ root: Root }} slotProps={{ input: { 'aria-label': 'Notifications' } }} defaultChecked />;
}
