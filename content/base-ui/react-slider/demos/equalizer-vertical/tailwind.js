import { Slider } from '@mui/base/Slider';

const bands = [
  { label: 'Bass', value: 4 },
  { label: 'Mid', value: 0 },
  { label: 'Treble', value: -2 },
];

// Vertical: the thumbs move with bottom percentages, the track grows with height.
export default function EqualizerVerticalTailwind() {
  return (
    <div className="flex gap-6" role="group" aria-label="Equalizer">
      {bands.map((band) => (
        <div key={band.label} className="grid justify-items-center gap-2">
          <Slider
            className="relative inline-block h-[140px] w-1 cursor-pointer touch-none px-3"
            orientation="vertical"
            aria-label={band.label}
            defaultValue={band.value}
            min={-6}
            max={6}
            getAriaValueText={(value) => `${value} decibels`}
            slotProps={{
              rail: { className: 'absolute h-full w-1 rounded-sm bg-slate-300' },
              track: { className: 'absolute w-1 rounded-sm bg-violet-600' },
              thumb: {
                className:
                  'absolute -mb-2 -ml-1.5 h-4 w-4 rounded-full bg-violet-600 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-violet-200',
              },
            }}
          />
          <span aria-hidden="true">{band.label}</span>
        </div>
      ))}
    </div>
  );
}
