import * as React from 'react';
import { Button } from '@mui/base/Button';

const base =
  'cursor-pointer rounded-lg border border-solid border-blue-700 px-4 py-2 font-semibold [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300';

export default function FocusActionTailwind() {
  const [open, setOpen] = React.useState(true);
  const checkoutAction = React.useRef(null);
  const dismiss = () => {
    setOpen(false);
    // The notice and its button are gone: move focus on, with the keyboard focus style.
    checkoutAction.current?.focusVisible();
  };
  return (
    <div className="grid justify-items-start gap-3">
      {open ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-solid border-slate-300 bg-slate-50 p-3 text-slate-900"
          role="region"
          aria-label="Delivery notice"
        >
          Orders placed today arrive on Monday.
          <Button className={`${base} bg-white text-blue-700`} onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      ) : (
        <Button
          className={`${base} bg-white text-blue-700`}
          onClick={() => setOpen(true)}
        >
          Show the notice again
        </Button>
      )}
      <Button className={`${base} bg-blue-700 text-white`} action={checkoutAction}>
        Continue to checkout
      </Button>
    </div>
  );
}
