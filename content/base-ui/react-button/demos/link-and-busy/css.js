import * as React from 'react';
import { Button } from '@mui/base/Button';
import './link-and-busy.css';

export default function LinkAndBusyCss() {
  const [saving, setSaving] = React.useState(false);
  return (
    <div className="link-busy-row">
      <Button
        slots={{ root: 'a' }}
        href="#link-and-busy-help"
        className="link-busy-action"
      >
        Read the guide
      </Button>
      <Button
        className="link-busy-action"
        disabled={saving}
        focusableWhenDisabled
        onClick={() => {
          setSaving(true);
          window.setTimeout(() => setSaving(false), 1500);
        }}
      >
        {saving ? 'Saving…' : 'Save draft'}
      </Button>
      <span id="link-and-busy-help" role="status">
        {saving ? 'Saving your draft' : ''}
      </span>
    </div>
  );
}
