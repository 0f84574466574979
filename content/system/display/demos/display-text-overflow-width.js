import * as React from 'react';
import { Box } from '@mui/system';

const modes = ['ellipsis', 'clip'];

export default function DisplayTextOverflowWidth() {
  const [width, setWidth] = React.useState(220);
  const [textOverflow, setTextOverflow] = React.useState('ellipsis');
  const title = 'Re: Budget planning for the autumn campaign and the new office';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          Width: {width}px{' '}
          <input
            type="range"
            min={120}
            max={420}
            value={width}
            onChange={(event) => setWidth(Number(event.target.value))}
          />
        </label>
        <label>
          textOverflow{' '}
          <select
            value={textOverflow}
            onChange={(event) => setTextOverflow(event.target.value)}
          >
            {modes.map((mode) => (
              <option key={mode}>{mode}</option>
            ))}
          </select>
        </label>
      </Box>
      {/* The full subject stays available to everyone through title and the DOM text. */}
      <Box
        title={title}
        sx={{
          width,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {title}
      </Box>
    </Box>
  );
}
