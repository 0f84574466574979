import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { alpha, styled } from '@mui/material/styles';

// A color outside the palette intents: thumb and track of the checked state.
const TealSwitch = styled(Switch)(({ theme }) => ({
  '& .MuiSwitch-switchBase.Mui-checked': {
    color: '#00796b',
    '&:hover': {
      backgroundColor: alpha('#00796b', theme.palette.action.hoverOpacity),
    },
  },
  '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {
    backgroundColor: '#00796b',
  },
}));

export default function SwitchColors() {
  return (
    <FormGroup row>
      <FormControlLabel
        control={<Switch defaultChecked color="secondary" />}
        label="Secondary"
      />
      <FormControlLabel
        control={<Switch defaultChecked color="warning" />}
        label="Warning"
      />
      <FormControlLabel
        control={<Switch defaultChecked color="default" />}
        label="Default"
      />
      <FormControlLabel control={<TealSwitch defaultChecked />} label="Custom" />
    </FormGroup>
  );
}
