import * as React from 'react';
import { Button } from '@mui/base/Button';
import './focus-action.css';

export default function FocusActionCss() {
  const [open, setOpen] = React.useState(true);
  const checkoutAction = React.useRef(null);
  const dismiss = () => {
    setOpen(false);
    // The notice and its button are gone: move focus on, with the keyboard focus style.
    checkoutAction.current?.focusVisible();
  };
  return (
    <div className="focus-action">
      {open ? (
        <div
          className="focus-action-notice"
          role="region"
          aria-label="Delivery notice"
        >
          Orders placed today arrive on Monday.
          <Button
            className="focus-action-button focus-action-secondary"
            onClick={dismiss}
          >
            Dismiss
          </Button>
        </div>
      ) : (
        <Button
          className="focus-action-button focus-action-secondary"
          onClick={() => setOpen(true)}
        >
          Show the notice again
        </Button>
      )}
      <Button className="focus-action-button" action={checkoutAction}>
        Continue to checkout
      </Button>
    </div>
  );
}
