import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const LENGTH = 214;

// One styled root for both sliders: nested selectors reach each slot, and the thumb's own state
// classes (base--focusVisible, base--active) sit on the thumb itself.
const PlayerSlider = styled(Slider)({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: 20,
  cursor: 'pointer',
  '& .base-Slider-rail': {
    position: 'absolute',
    width: '100%',
    height: 4,
    borderRadius: 9999,
    backgroundColor: '#cbd5e1',
  },
  '& .base-Slider-track': { position: 'absolute', height: 4, borderRadius: 9999, backgroundColor: '#1d4ed8' },
  '& .base-Slider-thumb': {
    position: 'absolute',
    marginInlineStart: -8,
    width: 16,
    height: 16,
    borderRadius: 9999,
    backgroundColor: '#1d4ed8',
    outline: '2px solid transparent',
    outlineOffset: 2,
    '&:hover, &.base--focusVisible': { boxShadow: '0 0 0 4px #93c5fd' },
    '&.base--active': { transform: 'scale(1.1)' },
  },
});

const Player = styled('section')({
  maxWidth: 384,
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#0f172a',
  color: '#f1f5f9',
});

const Title = styled('p')({ margin: 0, fontWeight: 600 });

const Show = styled('p')({ margin: 0, fontSize: '0.875rem', lineHeight: '1.25rem', color: '#cbd5e1' });

const Row = styled('div')({ display: 'flex', alignItems: 'center', gap: 12 });

const Timeline = styled(Row)({ marginTop: 16 });

const Controls = styled(Row)({ marginTop: 12 });

const Time = styled('span')({ width: 40, fontSize: '0.75rem', lineHeight: '1rem', fontVariantNumeric: 'tabular-nums' });

const Small = styled('span')({ fontSize: '0.75rem', lineHeight: '1rem' });

// A focus ring on the root's own state class, as Base UI decides when focus is visible.
const PlayButton = styled(Button)({
  padding: '6px 16px',
  border: 0,
  borderRadius: 9999,
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#fff' },
  '&.base--focusVisible': { outline: '2px solid #93c5fd', outlineOffset: 2 },
});

export default function AudioPlayerSystem() {
  const [playing, setPlaying] = React.useState(false);
  const [position, setPosition] = React.useState(42);
  const [volume, setVolume] = React.useState(70);
  return (
    <Player aria-label="Audio player">
      <Title>Morning Commute</Title>
      <Show>Episode 12 · The Base UI Podcast</Show>
      <Timeline>
        <Time>{format(position)}</Time>
        <PlayerSlider
          aria-label="Position"
          getAriaValueText={format}
          value={position}
          max={LENGTH}
          onChange={(_event, value) => setPosition(value as number)}
        />
        <Time>{format(LENGTH)}</Time>
      </Timeline>
      <Controls>
        <PlayButton onClick={() => setPlaying(!playing)}>{playing ? 'Pause' : 'Play'}</PlayButton>
        <Small>Volume</Small>
        <PlayerSlider aria-label="Volume" value={volume} onChange={(_event, value) => setVolume(value as number)} />
      </Controls>
    </Player>
  );
}
