import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { choices, type ClickAwayMouseEventHandler } from './events';
import './click-away-events.css';

export default function ClickAwayEventsCss() {
  const [mouseEvent, setMouseEvent] = React.useState<ClickAwayMouseEventHandler>('onClick');
  const [log, setLog] = React.useState<string[]>([]);
  return (
    <div className="click-away-events">
      <label>
        Listen for{' '}
        <select
          className="click-away-events-select"
          value={mouseEvent}
          onChange={(event) => setMouseEvent(event.target.value as ClickAwayMouseEventHandler)}
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
        <div className="click-away-events-box">
          Click inside this box: nothing is logged. Click outside it: a line appears below.
        </div>
      </ClickAwayListener>
      <ul aria-live="polite" className="click-away-events-log">
        {log.length === 0 ? (
          <li>No click-away yet</li>
        ) : (
          log.map((line, i) => <li key={`${line}-${i}`}>{line}</li>)
        )}
      </ul>
    </div>
  );
}
