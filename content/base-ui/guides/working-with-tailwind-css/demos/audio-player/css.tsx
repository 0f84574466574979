import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Slider } from '@mui/base/Slider';
import './audio-player.css';

const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const LENGTH = 214;

export default function AudioPlayerCss() {
  const [playing, setPlaying] = React.useState(false);
  const [position, setPosition] = React.useState(42);
  const [volume, setVolume] = React.useState(70);
  return (
    <section aria-label="Audio player" className="audio-player">
      <p className="audio-player-title">Morning Commute</p>
      <p className="audio-player-show">Episode 12 · The Base UI Podcast</p>
      <div className="audio-player-row audio-player-timeline">
        <span className="audio-player-time">{format(position)}</span>
        {/* One class on the root; the stylesheet selects the slots inside it. */}
        <Slider
          className="audio-player-slider"
          aria-label="Position"
          getAriaValueText={format}
          value={position}
          max={LENGTH}
          onChange={(_event, value) => setPosition(value as number)}
        />
        <span className="audio-player-time">{format(LENGTH)}</span>
      </div>
      <div className="audio-player-row audio-player-controls">
        <Button className="audio-player-play" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <span className="audio-player-small">Volume</span>
        <Slider
          className="audio-player-slider"
          aria-label="Volume"
          value={volume}
          onChange={(_event, value) => setVolume(value as number)}
        />
      </div>
    </section>
  );
}
