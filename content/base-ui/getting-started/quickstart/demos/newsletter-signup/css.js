import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import './newsletter-signup.css';

export default function NewsletterSignupCss() {
  const [sent, setSent] = React.useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <div className="quickstart-row">
        <Input
          className="quickstart-field"
          type="email"
          name="email"
          required
          placeholder="you@example.com"
          slotProps={{ input: { 'aria-label': 'Email address' } }}
        />
        <Button className="quickstart-button" type="submit">
          Subscribe
        </Button>
      </div>
      <p role="status" className="quickstart-status">
        {sent
          ? `Thanks! The next issue goes to ${sent}.`
          : 'One email a month, no tracking.'}
      </p>
    </form>
  );
}
