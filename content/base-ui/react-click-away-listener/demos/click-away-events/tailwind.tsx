import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { choices, type ClickAwayMouseEventHandler } from './events';

// Colours are the theme's CSS variables, so the demo follows light and dark mode.
export default function ClickAwayEventsTailwind() {
  const [mouseEvent, setMouseEvent] = React.useState<ClickAwayMouseEventHandler>('onClick');
  const [log, setLog] = React.useState<string[]>([]);
  return (
    <div className="grid gap-3">
      <label>
        Listen for{' '}
        <select
          value={mouseEvent}
          onChange={(event) => setMouseEvent(event.target.value as ClickAwayMouseEventHandler)}
          className="rounded-md border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] p-1 text-[color:var(--mui-palette-text-primary)] [font:inherit]"
        >
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      </label>
      <ClickAwayListener
        mouseEvent={mouseEvent}
        onClickAway={(event) =>
          setLog((lines) =>
            [`${event.type} outside at ${new Date().toLocaleTimeString()}`, ...lines].slice(0, 3),
          )
        }
      >
        <div className="rounded-lg border-2 border-dashed border-[color:var(--mui-palette-text-secondary)] p-4">
          Click inside this box: nothing is logged. Click outside it: a line appears below.
        </div>
      </ClickAwayListener>
      <ul aria-live="polite" className="m-0">
        {log.length === 0 ? (
          <li>No click-away yet</li>
        ) : (
          log.map((line, i) => <li key={`${line}-${i}`}>{line}</li>)
        )}
      </ul>
    </div>
  );
}
