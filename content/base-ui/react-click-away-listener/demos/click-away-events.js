import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const choices = ['onClick', 'onMouseDown', 'onMouseUp', 'onPointerDown'];

export default function ClickAwayEvents() {
  const [mouseEvent, setMouseEvent] = React.useState('onClick');
  const [log, setLog] = React.useState([]);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        Listen for{' '}
        <select
          value={mouseEvent}
          onChange={(event) => setMouseEvent(event.target.value)}
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
            [
              `${event.type} outside at ${new Date().toLocaleTimeString()}`,
              ...lines,
            ].slice(0, 3),
          )
        }
      >
        <div style={{ padding: 16, border: '2px dashed #64748b', borderRadius: 8 }}>
          Click inside this box: nothing is logged. Click outside it: a line appears
          below.
        </div>
      </ClickAwayListener>
      <ul aria-live="polite" style={{ margin: 0 }}>
        {log.length === 0 ? (
          <li>No click-away yet</li>
        ) : (
          log.map((line, i) => <li key={`${line}-${i}`}>{line}</li>)
        )}
      </ul>
    </div>
  );
}
