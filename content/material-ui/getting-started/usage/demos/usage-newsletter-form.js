import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function UsageNewsletterForm() {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sent, setSent] = React.useState(false);

  const handleSubmit = (event) => {
    event.preventDefault();
    if (!EMAIL.test(email)) {
      setError('Enter an email address like name@example.com.');
      return;
    }
    setError('');
    setSent(true);
    setEmail('');
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography variant="h6" component="h3">
          Monthly release notes
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          One email a month. Unsubscribe with one click.
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          noValidate
          onSubmit={handleSubmit}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error || ' '}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Subscribe
          </Button>
        </Stack>
      </CardContent>
      <Snackbar
        open={sent}
        autoHideDuration={4000}
        onClose={() => setSent(false)}
        message="Subscribed. Check your inbox to confirm."
      />
    </Card>
  );
}
