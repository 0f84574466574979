import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

export default function SubscribeForm() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState('idle');

  const submit = (event) => {
    event.preventDefault();
    setStatus(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? 'done' : 'invalid');
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormControl error={status === 'invalid'} sx={{ maxWidth: 420 }}>
        <FormLabel>Newsletter</FormLabel>
        <Input
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setStatus('idle');
          }}
          startDecorator={<MailOutlineIcon />}
          endDecorator={
            <Button type="submit" variant="solid" color="primary">
              Subscribe
            </Button>
          }
          sx={{ '--Input-decoratorChildHeight': '36px' }}
        />
        <FormHelperText>
          {status === 'invalid' && 'Enter an address like name@example.com.'}
          {status === 'done' && `Subscribed ${email}.`}
          {status === 'idle' && 'One email a month. Unsubscribe at any time.'}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
