import * as React from 'react';
import { Switch as BaseSwitch } from '@mui/base/Switch';
import { ClassNameConfigurator } from '@mui/base/utils';
import { styled } from '@mui/system';

// With the default classes off there is no base--checked either: states are styled from the
// native input instead (:has(:checked), :has(:focus-visible)).
const Switch = styled(BaseSwitch)({
  position: 'relative',
  display: 'inline-block',
  width: 44,
  height: 24,
  borderRadius: 12,
  backgroundColor: '#64748b',
  cursor: 'pointer',
  '&:has(:checked)': { backgroundColor: '#1d4ed8' },
  '&:has(:focus-visible)': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '& .thumb': {
    position: 'absolute',
    top: 3,
    left: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'left 120ms',
  },
  '&:has(:checked) .thumb': { left: 23 },
  '& .input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
});

export default function PlainClassSwitchSystem() {
  const [disabled, setDisabled] = React.useState(true);
  const ref = React.useRef(null);
  const [classes, setClasses] = React.useState('');
  React.useEffect(() => {
    setClasses(ref.current?.className ?? '');
  }, [disabled]);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <label>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />{' '}
        disableDefaultClasses
      </label>
      <ClassNameConfigurator disableDefaultClasses={disabled}>
        <Switch
          ref={ref}
          defaultChecked
          slotProps={{
            thumb: { className: 'thumb' },
            input: { className: 'input', 'aria-label': 'Dark mode' },
          }}
        />
      </ClassNameConfigurator>
      <span>
        Root classes: <code>{classes || '…'}</code>
      </span>
    </div>
  );
}
