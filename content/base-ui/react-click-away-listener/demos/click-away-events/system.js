import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';
import { choices } from './events';

// Colours are the theme's CSS variables, so the demo follows light and dark mode.
const Layout = styled('div')({ display: 'grid', gap: 12, '& ul': { margin: 0 } });

const Select = styled('select')({
  padding: 4,
  font: 'inherit',
  color: 'var(--mui-palette-text-primary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  border: '1px solid var(--mui-palette-text-secondary)',
  borderRadius: 6,
});

const Box = styled('div')({
  padding: 16,
  border: '2px dashed var(--mui-palette-text-secondary)',
  borderRadius: 8,
});

export default function ClickAwayEventsSystem() {
  const [mouseEvent, setMouseEvent] = React.useState('onClick');
  const [log, setLog] = React.useState([]);
  return (
    <Layout>
      <label>
        Listen for{' '}
        <Select
          value={mouseEvent}
          onChange={(event) => setMouseEvent(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </Select>
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
        <Box>
          Click inside this box: nothing is logged. Click outside it: a line appears
          below.
        </Box>
      </ClickAwayListener>
      <ul aria-live="polite">
        {log.length === 0 ? (
          <li>No click-away yet</li>
        ) : (
          log.map((line, i) => <li key={`${line}-${i}`}>{line}</li>)
        )}
      </ul>
    </Layout>
  );
}
