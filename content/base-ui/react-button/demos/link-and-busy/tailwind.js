import * as React from 'react';
import { Button } from '@mui/base/Button';

const action =
  'inline-block cursor-pointer rounded-lg border-none bg-blue-700 px-4 py-2 font-[inherit] font-semibold text-white no-underline [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300 [&.base--disabled]:cursor-wait [&.base--disabled]:bg-slate-300 [&.base--disabled]:text-slate-700';

export default function LinkAndBusyTailwind() {
  const [saving, setSaving] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button slots={{ root: 'a' }} href="#link-and-busy-help" className={action}>
        Read the guide
      </Button>
      <Button
        className={action}
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
