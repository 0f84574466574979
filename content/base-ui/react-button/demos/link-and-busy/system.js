import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

// `&&` doubles the class so the link's colour beats a page's `a` rule, as on this docs site.
const Action = styled(Button)({
  '&&': {
    display: 'inline-block',
    padding: '8px 16px',
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    color: '#fff',
    backgroundColor: '#1d4ed8',
    border: 'none',
    borderRadius: 8,
    cursor: 'pointer',
    '&.base--focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
    // Disabled but focusable: still reachable by Tab, announced as unavailable.
    '&.base--disabled': {
      color: '#334155',
      backgroundColor: '#cbd5e1',
      cursor: 'wait',
    },
  },
});

export default function LinkAndBusySystem() {
  const [saving, setSaving] = React.useState(false);
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}
    >
      <Action slots={{ root: 'a' }} href="#link-and-busy-help">
        Read the guide
      </Action>
      <Action
        disabled={saving}
        focusableWhenDisabled
        onClick={() => {
          setSaving(true);
          window.setTimeout(() => setSaving(false), 1500);
        }}
      >
        {saving ? 'Saving…' : 'Save draft'}
      </Action>
      <span id="link-and-busy-help" role="status">
        {saving ? 'Saving your draft' : ''}
      </span>
    </div>
  );
}
