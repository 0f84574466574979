import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import './privacy-switches.css';

const settings = [
  'Show my profile in search',
  'Share usage statistics',
  'Allow direct messages',
];

export default function PrivacySwitchesCss() {
  const [on, setOn] = React.useState([true, false, true]);
  return (
    <div className="privacy-list">
      {settings.map((label, index) => (
        <label key={label} className="privacy-row">
          <Switch
            className="privacy-switch"
            slotProps={{ input: { role: 'switch' } }}
            checked={on[index]}
            onChange={(event) =>
              setOn(
                on.map((value, i) => (i === index ? event.target.checked : value)),
              )
            }
          />
          {label}
        </label>
      ))}
      <p className="privacy-summary">
        {on.filter(Boolean).length} of 3 permissions granted
      </p>
    </div>
  );
}
