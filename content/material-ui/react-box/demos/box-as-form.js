import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export default function BoxAsForm() {
  const [email, setEmail] = React.useState('');
  const [sent, setSent] = React.useState('');

  return (
    <Box component="section" aria-labelledby="box-form-title" sx={{ maxWidth: 460 }}>
      <Box component="h3" id="box-form-title" sx={{ typography: 'h6', m: 0, mb: 1 }}>
        Monthly newsletter
      </Box>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          setSent(email);
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          type="email"
          label="Email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained">
          Subscribe
        </Button>
      </Box>
      <Box
        component="p"
        role="status"
        sx={{ typography: 'body2', color: 'text.secondary' }}
      >
        {sent ? `Subscribed ${sent}.` : 'One email a month, no tracking.'}
      </Box>
    </Box>
  );
}
