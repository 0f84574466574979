import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import './field-hint.css';

export default function FieldHintCss() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div
      className="field-hint-row"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor="slug-css">Workspace URL</label>
      <input
        id="slug-css"
        className="field-hint-input"
        defaultValue="acme-design"
        aria-describedby="slug-hint-css"
      />
      <button
        ref={setAnchor}
        type="button"
        className="field-hint-help"
        aria-label="About workspace URLs"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </button>
      <Popper
        id="slug-hint-css"
        className="field-hint-popper"
        open={open}
        anchorEl={anchor}
        placement="bottom-end"
        disablePortal
        keepMounted
      >
        Lowercase letters, digits and dashes. It appears in every link you share.
      </Popper>
    </div>
  );
}
