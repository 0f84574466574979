import * as React from 'react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

function validate({ name, email, password }) {
  const errors = {};
  if (!name.trim()) errors.name = 'Enter your name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = 'Enter an email like name@example.com.';
  if (password.length < 8) errors.password = 'Use at least 8 characters.';
  return errors;
}

export default function SignUpForm() {
  const id = React.useId();
  const [values, setValues] = React.useState({ name: '', email: '', password: '' });
  // Errors show only after a field was left or the form submitted, not while someone starts typing.
  const [touched, setTouched] = React.useState({});
  const [showPassword, setShowPassword] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const errors = validate(values);

  const field = (name) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (event) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setDone(false);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: Boolean(touched[name] && errors[name]),
  });

  const submit = (event) => {
    event.preventDefault();
    setTouched({ name: true, email: true, password: true });
    setDone(Object.keys(errors).length === 0);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      sx={{ maxWidth: 360 }}
    >
      <TextField
        {...field('name')}
        label="Full name"
        required
        autoComplete="name"
        helperText={touched.name && errors.name ? errors.name : ' '}
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        required
        autoComplete="email"
        helperText={touched.email && errors.email ? errors.email : ' '}
      />
      <TextField
        {...field('password')}
        label="Password"
        type={showPassword ? 'text' : 'password'}
        required
        autoComplete="new-password"
        helperText={
          touched.password && errors.password
            ? errors.password
            : 'At least 8 characters.'
        }
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((shown) => !shown)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained">
        Create account
      </Button>
      <Typography variant="body2" role="status">
        {done ? `Welcome, ${values.name.trim()}!` : ''}
      </Typography>
    </Stack>
  );
}
