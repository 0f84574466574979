import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function LabelledSwitches() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<Switch defaultChecked />}
        label="Auto-update apps"
      />
      <FormControlLabel
        required
        control={<Switch />}
        label="Accept the licence to continue"
      />
      <FormControlLabel
        disabled
        control={<Switch />}
        label="Developer mode (locked by your administrator)"
      />
    </FormGroup>
  );
}
