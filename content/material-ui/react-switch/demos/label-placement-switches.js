import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function LabelPlacementSwitches() {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Label placement</FormLabel>
      <FormGroup row>
        {['top', 'start', 'bottom', 'end'].map((placement) => (
          <FormControlLabel
            key={placement}
            value={placement}
            control={<Switch />}
            label={placement}
            labelPlacement={placement}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
