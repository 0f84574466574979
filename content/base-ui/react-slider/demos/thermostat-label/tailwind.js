import { Slider } from '@mui/base/Slider';

export default function ThermostatLabelTailwind() {
  return (
    <Slider
      className="relative mb-3 mt-10 block h-1 w-full max-w-[320px] cursor-pointer touch-none py-3"
      aria-label="Target temperature"
      defaultValue={21}
      min={16}
      max={28}
      step={0.5}
      shiftStep={2}
      valueLabelFormat={(value) => `${value} °C`}
      getAriaValueText={(value) => `${value} degrees Celsius`}
      slots={{ valueLabel: 'span' }}
      slotProps={{
        rail: { className: 'absolute h-1 w-full rounded-sm bg-slate-300' },
        track: { className: 'absolute h-1 rounded-sm bg-orange-700' },
        thumb: {
          className:
            'group absolute -ml-[9px] -mt-[7px] h-[18px] w-[18px] rounded-full bg-orange-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-4 [&.base--focusVisible]:outline-orange-200',
        },
        // The label sits above the thumb and shows while it is hovered, dragged or keyboard-focused.
        valueLabel: {
          'aria-hidden': true,
          className:
            'absolute bottom-[26px] left-1/2 -translate-x-1/2 scale-0 whitespace-nowrap rounded-md bg-slate-900 px-2 py-0.5 text-[13px] text-white transition-transform group-hover:scale-100 group-[.base--active]:scale-100 group-[.base--focusVisible]:scale-100',
        },
      }}
    />
  );
}
