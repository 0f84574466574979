import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import './class-objects-switch.css';

export default function ClassObjectsSwitchCss() {
  const [on, setOn] = React.useState(true);
  return (
    <div>
      <label className="class-objects-switch-label">
        <Switch
          className="class-objects-switch"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Dark code blocks
      </label>
      <p className="class-objects-switch-note">
        <code>switchClasses.checked</code> is <code>{switchClasses.checked}</code>;
        the root now has it: {on ? 'yes' : 'no'}.
      </p>
    </div>
  );
}
