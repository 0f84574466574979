import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { flagNames, initialFlags, type Flags } from './flags';
import './trap-options.css';

export default function TrapOptionsCss() {
  const [open, setOpen] = React.useState(false);
  const [flags, setFlags] = React.useState<Flags>(initialFlags);
  return (
    <div className="trap-options">
      <fieldset className="trap-options-fieldset">
        <legend>Options</legend>
        {flagNames.map((name) => (
          <label key={name} className="trap-options-flag">
            <input
              type="checkbox"
              checked={flags[name]}
              onChange={(event) => setFlags({ ...flags, [name]: event.target.checked })}
            />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="trap-options-button"
        onClick={() => setOpen((o) => !o)}
        aria-pressed={open}
      >
        {open ? 'Release the trap' : 'Trap focus in the box'}
      </button>
      <FocusTrap open={open} {...flags}>
        <div
          tabIndex={-1}
          role="group"
          aria-label="Trapped box"
          className={open ? 'trap-options-box trap-options-box-trapped' : 'trap-options-box'}
        >
          <button type="button" className="trap-options-button">
            First
          </button>
          <button type="button" className="trap-options-button">
            Second
          </button>
          <button type="button" className="trap-options-button" onClick={() => setOpen(false)}>
            Release
          </button>
        </div>
      </FocusTrap>
      <button type="button" className="trap-options-button">
        Outside the box
      </button>
    </div>
  );
}
