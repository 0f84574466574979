import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';

const STEPS = [
  'Verify email',
  'Add a payment method',
  'Invite your team',
  'Connect a domain',
];

export default function CustomizeStateClasses() {
  const [done, setDone] = React.useState(['Verify email']);
  const toggle = (step) =>
    setDone((current) =>
      current.includes(step)
        ? current.filter((s) => s !== step)
        : [...current, step],
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Set-up checklist
      </FormLabel>
      <FormGroup
        sx={{
          // State classes, always combined with the component's own class.
          '& .MuiFormControlLabel-root': { borderRadius: 1, pr: 1, mx: 0 },
          '& .MuiFormControlLabel-root:has(.Mui-checked)': {
            bgcolor: 'action.selected',
          },
          '& .MuiCheckbox-root.Mui-checked': { color: 'success.main' },
          '& .MuiFormControlLabel-root.Mui-disabled .MuiFormControlLabel-label': {
            fontStyle: 'italic',
          },
        }}
      >
        {STEPS.map((step, index) => (
          <FormControlLabel
            key={step}
            label={index === STEPS.length - 1 ? `${step} (needs a paid plan)` : step}
            disabled={index === STEPS.length - 1}
            control={
              <Checkbox
                checked={done.includes(step)}
                onChange={() => toggle(step)}
              />
            }
          />
        ))}
      </FormGroup>
    </Paper>
  );
}
