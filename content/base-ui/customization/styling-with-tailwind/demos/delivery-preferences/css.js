import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';
import './delivery-preferences.css';

export default function DeliveryPreferencesCss() {
  const [email, setEmail] = React.useState('');
  const [weekly, setWeekly] = React.useState(true);
  const [sent, setSent] = React.useState(null);
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

  return (
    <form
      className="delivery-preferences"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(
          `Receipts go to ${email}${weekly ? ', with a weekly summary' : ''}.`,
        );
      }}
    >
      <label className="delivery-preferences-field">
        Receipt email
        {/* One class per slot; the stylesheet pairs them with Base UI's state classes. */}
        <Input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="delivery-preferences-email"
          slotProps={{ input: { className: 'delivery-preferences-email-input' } }}
        />
      </label>
      <label className="delivery-preferences-toggle">
        Weekly summary
        <Switch
          checked={weekly}
          onChange={(event) => setWeekly(event.target.checked)}
          className="delivery-preferences-switch"
          slotProps={{
            track: { className: 'delivery-preferences-switch-track' },
            thumb: { className: 'delivery-preferences-switch-thumb' },
            input: {
              className: 'delivery-preferences-switch-input',
              role: 'switch',
            },
          }}
        />
      </label>
      <Button type="submit" disabled={!valid} className="delivery-preferences-save">
        Save preferences
      </Button>
      <p role="status" className="delivery-preferences-status">
        {sent}
      </p>
    </form>
  );
}
