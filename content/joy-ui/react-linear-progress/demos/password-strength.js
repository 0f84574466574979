import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';

const levels = [
  { label: 'Too short', color: 'danger' },
  { label: 'Weak', color: 'danger' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'primary' },
  { label: 'Strong', color: 'success' },
];

function score(password) {
  if (password.length < 8) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) =>
    re.test(password),
  ).length;
  return Math.min(4, kinds + (password.length >= 14 ? 1 : 0));
}

export default function PasswordStrength() {
  const [password, setPassword] = React.useState('');
  const strength = score(password);
  const level = levels[strength];

  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>New password</FormLabel>
      <Input
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <LinearProgress
        determinate
        value={password ? (strength + 1) * 20 : 0}
        color={level.color}
        thickness={6}
        aria-label="Password strength"
        aria-valuetext={password ? level.label : 'Empty'}
        sx={{ mt: 1, '--LinearProgress-radius': '3px' }}
      />
      <FormHelperText>
        {password
          ? `${level.label}. Mix cases, digits and symbols; 14+ characters is best.`
          : 'At least 8 characters.'}
      </FormHelperText>
    </FormControl>
  );
}
