import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Action = styled(Button)({
  padding: '8px 16px',
  border: '1px solid #1d4ed8',
  borderRadius: 8,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&.secondary': { backgroundColor: '#fff', color: '#1d4ed8' },
  '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

const Notice = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: 12,
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#f8fafc',
  color: '#0f172a',
});

export default function FocusActionSystem() {
  const [open, setOpen] = React.useState(true);
  const checkoutAction = React.useRef(null);
  const dismiss = () => {
    setOpen(false);
    // The notice and its button are gone: move focus on, with the keyboard focus style.
    checkoutAction.current?.focusVisible();
  };
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {open ? (
        <Notice role="region" aria-label="Delivery notice">
          Orders placed today arrive on Monday.
          <Action className="secondary" onClick={dismiss}>
            Dismiss
          </Action>
        </Notice>
      ) : (
        <Action className="secondary" onClick={() => setOpen(true)}>
          Show the notice again
        </Action>
      )}
      <Action action={checkoutAction}>Continue to checkout</Action>
    </div>
  );
}
