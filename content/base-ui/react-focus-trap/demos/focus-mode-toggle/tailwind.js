import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

// The toggle sits inside the trap, so it stays reachable to turn the trap off again.
// disableAutoFocus keeps focus on the toggle instead of moving it to the panel.
export default function FocusModeToggleTailwind() {
  const [trapped, setTrapped] = React.useState(false);
  return (
    <FocusTrap open={trapped} disableAutoFocus disableRestoreFocus>
      <section
        tabIndex={-1}
        aria-label="Draft reply"
        className={`grid max-w-[360px] gap-2 rounded-lg border-2 border-solid bg-white p-4 text-slate-900 outline-0 ${
          trapped ? 'border-blue-700' : 'border-slate-300'
        }`}
      >
        <button
          type="button"
          className="cursor-pointer justify-self-start rounded-md border border-solid border-blue-700 bg-white px-3 py-1.5 text-blue-700"
          aria-pressed={trapped}
          onClick={() => setTrapped(!trapped)}
        >
          Focus mode: {trapped ? 'on' : 'off'}
        </button>
        <label htmlFor="focus-mode-tailwind">Reply</label>
        <textarea
          id="focus-mode-tailwind"
          className="rounded-md border border-solid border-slate-500 bg-white p-2 text-slate-900"
          rows={3}
          defaultValue="Thanks, the new dates work for us."
        />
      </section>
    </FocusTrap>
  );
}
