import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

// A larger, flatter switch in the style of mobile settings screens.
const PillSwitch = styled((props) => (
  <Switch focusVisibleClassName=".Mui-focusVisible" disableRipple {...props} />
))(({ theme }) => ({
  width: 46,
  height: 28,
  padding: 0,
  margin: theme.spacing(0, 1),
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 3,
    transitionDuration: '250ms',
    '&.Mui-checked': {
      transform: 'translateX(18px)',
      color: '#fff',
      '& + .MuiSwitch-track': {
        backgroundColor: theme.palette.success.dark,
        opacity: 1,
        border: 0,
      },
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `3px solid ${theme.palette.primary.main}`,
      outlineOffset: 2,
    },
    '&.Mui-disabled + .MuiSwitch-track': { opacity: 0.4 },
  },
  '& .MuiSwitch-thumb': {
    boxSizing: 'border-box',
    width: 22,
    height: 22,
    boxShadow: 'none',
  },
  '& .MuiSwitch-track': {
    borderRadius: 14,
    backgroundColor: theme.palette.grey[500],
    opacity: 1,
    transition: theme.transitions.create(['background-color'], { duration: 250 }),
  },
}));

export default function PillSwitches() {
  return (
    <Stack>
      <FormControlLabel
        control={<PillSwitch defaultChecked />}
        label="Airplane mode"
      />
      <FormControlLabel control={<PillSwitch />} label="Low power mode" />
    </Stack>
  );
}
