import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

// Selectors built from the exported class objects: a typo is a type error, not a silent miss.
// Colours are the theme's CSS variables, so the switch follows light and dark mode.
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
    backgroundColor: 'var(--mui-palette-grey-600)',
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: 'var(--mui-palette-common-white)',
    transition: 'inset-inline-start 120ms',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: {
    backgroundColor: 'var(--mui-palette-primary-main)',
  },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: {
    insetInlineStart: 24,
    backgroundColor: 'var(--mui-palette-primary-contrastText)',
  },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid var(--mui-palette-primary-main)',
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

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
});
const Note = styled('p')({ marginBottom: 0 });

export default function ClassObjectsSwitchSystem() {
  const [on, setOn] = React.useState(true);
  return (
    <div>
      <Label>
        <Toggle
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          slotProps={{ input: { role: 'switch' } }}
        />
        Dark code blocks
      </Label>
      <Note>
        <code>switchClasses.checked</code> is <code>{switchClasses.checked}</code>;
        the root now has it: {on ? 'yes' : 'no'}.
      </Note>
    </div>
  );
}
