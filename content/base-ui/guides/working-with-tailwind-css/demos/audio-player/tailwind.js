import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';

const format = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const LENGTH = 214;

// A `group` class on the root lets each slot react to the root's state classes.
const sliderSlotProps = {
  root: { className: 'group relative flex h-5 w-full cursor-pointer items-center' },
  rail: { className: 'absolute h-1 w-full rounded-full bg-slate-300' },
  track: { className: 'absolute h-1 rounded-full bg-blue-700' },
  thumb: {
    className:
      'absolute -ms-2 h-4 w-4 rounded-full bg-blue-700 outline-none ring-blue-300 hover:ring-4 [&.base--focusVisible]:ring-4 [&.base--active]:scale-110',
  },
};

export default function AudioPlayerTailwind() {
  const [playing, setPlaying] = React.useState(false);
  const [position, setPosition] = React.useState(42);
  const [volume, setVolume] = React.useState(70);
  return (
    <section
      aria-label="Audio player"
      className="max-w-sm rounded-xl bg-slate-900 p-4 text-slate-100"
    >
      <p className="m-0 font-semibold">Morning Commute</p>
      <p className="m-0 text-sm text-slate-300">Episode 12 · The Base UI Podcast</p>
      <div className="mt-4 flex items-center gap-3">
        <span className="w-10 text-xs tabular-nums">{format(position)}</span>
        <Slider
          aria-label="Position"
          getAriaValueText={format}
          value={position}
          max={LENGTH}
          onChange={(_event, value) => setPosition(value)}
          slotProps={sliderSlotProps}
        />
        <span className="w-10 text-xs tabular-nums">{format(LENGTH)}</span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Button
          onClick={() => setPlaying(!playing)}
          className="cursor-pointer rounded-full border-0 bg-slate-100 px-4 py-1.5 font-semibold text-slate-900 hover:bg-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
        >
          {playing ? 'Pause' : 'Play'}
        </Button>
        <span className="text-xs">Volume</span>
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={(_event, value) => setVolume(value)}
          slotProps={sliderSlotProps}
        />
      </div>
    </section>
  );
}
