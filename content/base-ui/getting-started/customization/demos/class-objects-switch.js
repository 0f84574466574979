import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

// Selectors built from the exported class objects: a typo is a type error, not a silent miss.
const Toggle = styled(Switch)({
  position: 'relative',
  display: 'inline-block',
  width: 44,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#64748b',
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'left 120ms',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: {
    backgroundColor: '#1d4ed8',
  },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { left: 24 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid #93c5fd',
    outlineOffset: 2,
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
});

export default function ClassObjectsSwitch() {
  const [on, setOn] = React.useState(true);
  return (
    <div>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
        <Toggle
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Dark code blocks
      </label>
      <p style={{ marginBottom: 0 }}>
        <code>switchClasses.checked</code> is <code>{switchClasses.checked}</code>;
        the root now has it: {on ? 'yes' : 'no'}.
      </p>
    </div>
  );
}
