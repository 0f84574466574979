import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const ranges = ['Day', 'Week', 'Month', 'Year'];

export default function TimeRangeSizes() {
  const [range, setRange] = React.useState('Week');
  return (
    // size sets padding and font: small in a dense card header, large on a touch dashboard.
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {['small', 'medium', 'large'].map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          exclusive
          value={range}
          onChange={(_event, value) => value && setRange(value)}
          aria-label={`Time range, ${size}`}
        >
          {ranges.map((label) => (
            <ToggleButton key={label} value={label}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
