import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const options = ['disableEnforceFocus', 'disableAutoFocus', 'disableRestoreFocus'];

export default function TrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [flags, setFlags] = React.useState({
    disableEnforceFocus: false,
    disableAutoFocus: false,
    disableRestoreFocus: false,
  });
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <fieldset style={{ border: '1px solid #64748b', borderRadius: 8 }}>
        <legend>Options</legend>
        {options.map((name) => (
          <label key={name} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={flags[name]}
              onChange={(event) =>
                setFlags({ ...flags, [name]: event.target.checked })
              }
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-pressed={open}
        style={{ justifySelf: 'start' }}
      >
        {open ? 'Release the trap' : 'Trap focus in the box'}
      </button>
      <FocusTrap open={open} {...flags}>
        <div
          tabIndex={-1}
          role="group"
          aria-label="Trapped box"
          style={{
            display: 'flex',
            gap: 8,
            padding: 12,
            border: `2px ${open ? 'solid' : 'dashed'} #64748b`,
            borderRadius: 8,
          }}
        >
          <button type="button">First</button>
          <button type="button">Second</button>
          <button type="button" onClick={() => setOpen(false)}>
            Release
          </button>
        </div>
      </FocusTrap>
      <button type="button" style={{ justifySelf: 'start' }}>
        Outside the box
      </button>
    </div>
  );
}
