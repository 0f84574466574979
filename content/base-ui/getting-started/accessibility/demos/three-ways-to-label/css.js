import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';
import './three-ways-to-label.css';

export default function ThreeWaysToLabelCss() {
  const [remember, setRemember] = React.useState(false);
  const [query, setQuery] = React.useState('');
  return (
    <div className="three-ways-to-label">
      {/* 1. htmlFor: Input passes `id` to its inner <input>. */}
      <div>
        <label
          htmlFor="three-ways-email"
          className="three-ways-to-label-block-label"
        >
          Email
        </label>
        <Input
          id="three-ways-email"
          type="email"
          className="three-ways-to-label-input"
        />
      </div>
      {/* 2. A wrapping label names the switch's native input. */}
      <label className="three-ways-to-label-inline-label">
        <Switch
          className="three-ways-to-label-switch"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Remember me
      </label>
      {/* 3. An icon-only button takes aria-label. */}
      <div className="three-ways-to-label-row">
        <Input
          className="three-ways-to-label-input"
          aria-label="Search the help center"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button
          className="three-ways-to-label-button"
          aria-label="Clear search"
          onClick={() => setQuery('')}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
    </div>
  );
}
