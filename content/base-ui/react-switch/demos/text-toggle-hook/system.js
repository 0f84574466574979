import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Frame = styled('span')({
  position: 'relative',
  display: 'inline-block',
  minWidth: 48,
  padding: '4px 10px',
  borderRadius: 6,
  border: '2px solid #475569',
  backgroundColor: '#fff',
  color: '#0f172a',
  fontWeight: 700,
  textAlign: 'center',
  '&.on': { backgroundColor: '#0f172a', borderColor: '#0f172a', color: '#fff' },
  '&.focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '& input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
});

export default function TextToggleHookSystem() {
  const [darkMap, setDarkMap] = React.useState(false);
  const { getInputProps, checked, focusVisible } = useSwitch({
    checked: darkMap,
    onChange: (event) => setDarkMap(event.target.checked),
  });
  const classes = [checked && 'on', focusVisible && 'focus-visible']
    .filter(Boolean)
    .join(' ');
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Frame className={classes}>
        <input {...getInputProps()} role="switch" aria-checked={checked} />
        {checked ? 'On' : 'Off'}
      </Frame>
      Dark map tiles
    </label>
  );
}
