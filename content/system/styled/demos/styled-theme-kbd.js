import * as React from 'react';
import { styled } from '@mui/material/styles';

// A keyboard key styled once from the theme; every instance shares the same class.
const Kbd = styled('kbd')(({ theme }) => ({
  display: 'inline-block',
  minWidth: 24,
  padding: theme.spacing(0.25, 0.75),
  fontFamily: 'monospace',
  fontSize: theme.typography.pxToRem(13),
  textAlign: 'center',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderBottomWidth: 3,
  borderRadius: theme.shape.borderRadius,
}));

const shortcuts = [
  { keys: ['Ctrl', 'K'], action: 'Open search' },
  { keys: ['Shift', '?'], action: 'Show all shortcuts' },
  { keys: ['Esc'], action: 'Close the dialog' },
];

export default function StyledThemeKbd() {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '8px 16px',
        margin: 0,
      }}
    >
      {shortcuts.map((shortcut) => (
        <React.Fragment key={shortcut.action}>
          <dt>
            {shortcut.keys.map((key, index) => (
              <React.Fragment key={key}>
                {index > 0 ? ' + ' : null}
                <Kbd>{key}</Kbd>
              </React.Fragment>
            ))}
          </dt>
          <dd style={{ margin: 0 }}>{shortcut.action}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
