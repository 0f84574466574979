import { Slider } from '@mui/base/Slider';
import './equalizer-vertical.css';

const bands = [
  { label: 'Bass', value: 4 },
  { label: 'Mid', value: 0 },
  { label: 'Treble', value: -2 },
];

export default function EqualizerVerticalCss() {
  return (
    <div className="equalizer" role="group" aria-label="Equalizer">
      {bands.map((band) => (
        <div key={band.label} className="equalizer-band">
          <Slider
            className="equalizer-slider"
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
