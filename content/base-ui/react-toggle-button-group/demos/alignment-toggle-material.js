import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const alignments = [
  { value: 'left', label: 'Align left', path: 'M3 5h18M3 10h12M3 15h18M3 20h12' },
  { value: 'center', label: 'Center', path: 'M3 5h18M6 10h12M3 15h18M6 20h12' },
  { value: 'right', label: 'Align right', path: 'M3 5h18M9 10h12M3 15h18M9 20h12' },
];

export default function AlignmentToggleMaterial() {
  const [alignment, setAlignment] = React.useState('left');
  return (
    <div>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        size="small"
        aria-label="Text alignment"
        onChange={(_event, next) => {
          if (next) setAlignment(next);
        }}
      >
        {alignments.map((item) => (
          <ToggleButton key={item.value} value={item.value} aria-label={item.label}>
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={item.path} />
            </svg>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography sx={{ mt: 2, textAlign: alignment, maxWidth: 360 }}>
        The paragraph follows the pressed button; the group never lets every button
        go up.
      </Typography>
    </div>
  );
}
