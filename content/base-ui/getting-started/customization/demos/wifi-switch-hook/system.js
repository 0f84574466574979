import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Row = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  cursor: 'pointer',
});

const Track = styled('span', {
  shouldForwardProp: (prop) => prop !== 'checked' && prop !== 'focusVisible',
})(({ checked, focusVisible }) => ({
  position: 'relative',
  width: 44,
  height: 24,
  borderRadius: 12,
  backgroundColor: checked ? '#15803d' : '#64748b',
  outline: focusVisible ? '3px solid #86efac' : 'none',
  outlineOffset: 2,
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: checked ? 23 : 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'left 120ms',
  },
}));

// The input covers the track, invisible: it keeps the native checkbox semantics and keyboard.
const HiddenInput = styled('input')({
  position: 'absolute',
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export default function WifiSwitchHookSystem() {
  const { getInputProps, checked, focusVisible } = useSwitch({
    defaultChecked: true,
  });
  return (
    <Row>
      <Track checked={checked} focusVisible={focusVisible}>
        <HiddenInput {...getInputProps()} role="switch" aria-checked={checked} />
      </Track>
      Wi-Fi {checked ? 'on' : 'off'}
    </Row>
  );
}
