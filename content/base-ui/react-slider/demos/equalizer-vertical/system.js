import { Slider as BaseSlider } from '@mui/base/Slider';
import { styled } from '@mui/system';

// Vertical: the thumbs move with bottom percentages, the track grows with height.
const Slider = styled(BaseSlider)({
  position: 'relative',
  display: 'inline-block',
  width: 4,
  height: 140,
  padding: '0 12px',
  cursor: 'pointer',
  touchAction: 'none',
  '& .base-Slider-rail': {
    position: 'absolute',
    height: '100%',
    width: 4,
    borderRadius: 2,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': {
    position: 'absolute',
    width: 4,
    borderRadius: 2,
    backgroundColor: '#7c3aed',
  },
  '& .base-Slider-thumb': {
    position: 'absolute',
    width: 16,
    height: 16,
    marginLeft: -6,
    marginBottom: -8,
    borderRadius: '50%',
    backgroundColor: '#7c3aed',
  },
  '& .base-Slider-thumb.base--focusVisible': { outline: '4px solid #ddd6fe' },
});

const bands = [
  { label: 'Bass', value: 4 },
  { label: 'Mid', value: 0 },
  { label: 'Treble', value: -2 },
];

export default function EqualizerVerticalSystem() {
  return (
    <div role="group" aria-label="Equalizer" style={{ display: 'flex', gap: 24 }}>
      {bands.map((band) => (
        <div
          key={band.label}
          style={{ display: 'grid', justifyItems: 'center', gap: 8 }}
        >
          <Slider
            orientation="vertical"
            aria-label={band.label}
            defaultValue={band.value}
            min={-6}
            max={6}
            getAriaValueText={(value) => `${value} decibels`}
          />
          <span aria-hidden="true">{band.label}</span>
        </div>
      ))}
    </div>
  );
}
