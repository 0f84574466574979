import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import './notification-settings.css';

const channels = [
  { id: 'email', label: 'Email me a daily summary' },
  { id: 'push', label: 'Push notifications for mentions' },
  { id: 'sms', label: 'Text messages for failed payments' },
];

export default function NotificationSettingsCss() {
  const [saved, setSaved] = React.useState({ email: true, push: false, sms: false });
  const [draft, setDraft] = React.useState(saved);
  const changed = channels.some(({ id }) => draft[id] !== saved[id]);

  return (
    <form
      className="ncss-panel"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(draft);
      }}
    >
      <h3 className="ncss-title">Notifications</h3>
      {channels.map(({ id, label }) => (
        <label key={id} className="ncss-row">
          {label}
          {/* No class names of our own: the stylesheet targets base-Switch-* under .ncss-panel. */}
          <Switch
            checked={draft[id]}
            onChange={(event) => setDraft({ ...draft, [id]: event.target.checked })}
            slotProps={{ input: { role: 'switch' } }}
          />
        </label>
      ))}
      <Button type="submit" disabled={!changed}>
        {changed ? 'Save changes' : 'All changes saved'}
      </Button>
    </form>
  );
}
