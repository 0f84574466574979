import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxColors() {
  return (
    <FormGroup row>
      <FormControlLabel
        control={<Checkbox defaultChecked color="secondary" />}
        label="Secondary"
      />
      <FormControlLabel
        control={<Checkbox defaultChecked color="success" />}
        label="Success"
      />
      <FormControlLabel
        control={<Checkbox defaultChecked color="default" />}
        label="Default"
      />
      {/* Any color through sx: the unchecked and the checked state. */}
      <FormControlLabel
        control={
          <Checkbox
            defaultChecked
            sx={{
              color: 'warning.dark',
              '&.Mui-checked': { color: 'warning.dark' },
            }}
          />
        }
        label="Custom"
      />
    </FormGroup>
  );
}
