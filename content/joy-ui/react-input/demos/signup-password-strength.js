import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Key from '@mui/icons-material/Key';

function score(password) {
  let points = Math.min(password.length, 12) / 3; // up to 4 for length
  if (/[A-Z]/.test(password) && /[a-z]/.test(password)) points += 2;
  if (/\d/.test(password)) points += 2;
  if (/[^A-Za-z0-9]/.test(password)) points += 2;
  return Math.min(100, Math.round((points / 10) * 100));
}

export default function SignupPasswordStrength() {
  const [value, setValue] = React.useState('');
  const strength = score(value);
  const label = strength < 40 ? 'Weak' : strength < 80 ? 'Fair' : 'Strong';
  const color = strength < 40 ? 'danger' : strength < 80 ? 'warning' : 'success';

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>New password</FormLabel>
      <Stack spacing={0.75}>
        <Input
          type="password"
          autoComplete="new-password"
          startDecorator={<Key />}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <LinearProgress
          determinate
          value={strength}
          color={color}
          size="sm"
          aria-label="Password strength"
          sx={{ bgcolor: 'background.level2' }}
        />
        <Typography
          level="body-xs"
          sx={{ alignSelf: 'flex-end' }}
          aria-live="polite"
        >
          {value
            ? label
            : 'Use 12+ characters with mixed case, digits and a symbol.'}
        </Typography>
      </Stack>
    </FormControl>
  );
}
