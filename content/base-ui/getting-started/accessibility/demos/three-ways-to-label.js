import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Switch } from '@mui/base/Switch';

const box = {
  padding: '6px 10px',
  font: 'inherit',
  color: '#0f172a',
  backgroundColor: '#fff',
  border: '1px solid #64748b',
  borderRadius: 6,
};

export default function ThreeWaysToLabel() {
  const [remember, setRemember] = React.useState(false);
  const [query, setQuery] = React.useState('');
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {/* 1. htmlFor: Input passes `id` to its inner <input>. */}
      <div>
        <label
          htmlFor="three-ways-email"
          style={{ display: 'block', marginBottom: 4 }}
        >
          Email
        </label>
        <Input
          id="three-ways-email"
          type="email"
          slotProps={{ input: { style: box } }}
        />
      </div>
      {/* 2. A wrapping label names the switch's native input. */}
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          slotProps={{
            root: {
              style: {
                position: 'relative',
                display: 'inline-block',
                width: 36,
                height: 20,
                borderRadius: 10,
                backgroundColor: remember ? '#1d4ed8' : '#64748b',
              },
            },
            thumb: {
              style: {
                position: 'absolute',
                top: 3,
                left: remember ? 19 : 3,
                width: 14,
                height: 14,
                borderRadius: '50%',
                backgroundColor: '#fff',
              },
            },
            input: {
              role: 'switch',
              style: { position: 'absolute', inset: 0, margin: 0, opacity: 0 },
            },
          }}
        />
        Remember me
      </label>
      {/* 3. An icon-only button takes aria-label. */}
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          aria-label="Search the help center"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { style: box } }}
        />
        <Button
          aria-label="Clear search"
          onClick={() => setQuery('')}
          style={{ ...box, cursor: 'pointer' }}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
    </div>
  );
}
