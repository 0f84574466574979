import { Slider as BaseSlider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const Slider = styled(BaseSlider)({
  position: 'relative',
  display: 'block',
  width: '100%',
  maxWidth: 320,
  height: 4,
  margin: '40px 0 12px',
  padding: '12px 0',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail': {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    height: 4,
    borderRadius: 2,
    backgroundColor: '#c2410c',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 18,
    height: 18,
    marginLeft: -9,
    marginTop: -7,
    borderRadius: '50%',
    backgroundColor: '#c2410c',
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '4px solid #fed7aa' },
  // The label sits above the thumb and shows while it is hovered, dragged or keyboard-focused.
  '& .base-Slider-valueLabel': {
    position: 'absolute',
    bottom: 26,
    left: '50%',
    transform: 'translateX(-50%) scale(0)',
    padding: '2px 8px',
    borderRadius: 6,
    backgroundColor: '#0f172a',
    color: '#fff',
    fontSize: 13,
    whiteSpace: 'nowrap',
    transition: 'transform 120ms',
  },
  '& .base-Slider-thumb:hover .base-Slider-valueLabel, & .base-Slider-thumb.base--active .base-Slider-valueLabel, & .base-Slider-thumb.base--focusVisible .base-Slider-valueLabel':
    { transform: 'translateX(-50%) scale(1)' },
});

export default function ThermostatLabelSystem() {
  return (
    <Slider
      aria-label="Target temperature"
      defaultValue={21}
      min={16}
      max={28}
      step={0.5}
      shiftStep={2}
      valueLabelFormat={(value) => `${value} °C`}
      getAriaValueText={(value) => `${value} degrees Celsius`}
      slots={{ valueLabel: 'span' }}
      slotProps={{ valueLabel: { 'aria-hidden': true } }}
    />
  );
}
