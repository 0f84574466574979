import * as React from 'react';
import { GlobalStyles } from '@mui/system';

// GlobalStyles replaces '@global' rules. It injects while mounted and is removed on unmount;
// the selectors are prefixed here so the demo only styles its own markup.
export default function AdvancedGlobalStyles() {
  const [on, setOn] = React.useState(true);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
        />{' '}
        Mount the global rules
      </label>
      {on && (
        <GlobalStyles
          styles={(theme) => ({
            '.shortcuts-demo kbd': {
              padding: '2px 6px',
              border: `1px solid ${theme.palette?.divider ?? '#cbd5e1'}`,
              borderBottomWidth: 3,
              borderRadius: 6,
              backgroundColor: theme.palette?.action?.hover ?? '#f1f5f9',
              fontFamily: 'monospace',
            },
          })}
        />
      )}
      <ul
        className="shortcuts-demo"
        aria-label="Keyboard shortcuts"
        style={{ margin: 0, display: 'grid', gap: 8 }}
      >
        <li>
          Search: <kbd>Ctrl</kbd> + <kbd>K</kbd>
        </li>
        <li>
          New note: <kbd>N</kbd>
        </li>
      </ul>
    </div>
  );
}
