import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { ThemeThumb } from './theme-icons';
import './theme-switch.css';

export default function ThemeSwitchCss() {
  const [dark, setDark] = React.useState(false);
  return (
    <div className={dark ? 'theme-switch-preview theme-switch-dark' : 'theme-switch-preview'}>
      <label className="theme-switch-label">
        <Switch
          checked={dark}
          onChange={(event) => setDark(event.target.checked)}
          className="theme-switch"
          slots={{ thumb: ThemeThumb }}
          slotProps={{
            track: { className: 'theme-switch-track' },
            thumb: { className: 'theme-switch-thumb' },
            input: { className: 'theme-switch-input', role: 'switch' },
          }}
        />
        Dark preview
      </label>
      <span>{dark ? 'Light text on a dark card.' : 'Dark text on a light card.'}</span>
    </div>
  );
}
