import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

// Material UI marks states with classes (.Mui-checked, .Mui-disabled, .Mui-focusVisible), not
// with attributes, so Tailwind's arbitrary variants target them: [&.Mui-checked]:...
const checkbox =
  'text-slate-500 [&.Mui-checked]:text-rose-700 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-2 [&.Mui-focusVisible]:outline-rose-300';

export default function TailwindPseudoStates() {
  return (
    <FormGroup className="rounded-xl bg-white p-4 text-slate-900">
      <FormControlLabel control={<Checkbox defaultChecked className={checkbox} />} label="Email me about mentions" />
      <FormControlLabel control={<Checkbox className={checkbox} />} label="Email me about new followers" />
      <FormControlLabel
        control={<Checkbox disabled className={checkbox} />}
        label="Weekly digest (coming soon)"
        className="[&_.Mui-disabled]:text-slate-500"
      />
    </FormGroup>
  );
}
