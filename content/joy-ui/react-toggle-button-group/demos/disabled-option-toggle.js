import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

const qualities = [
  { value: '720p', available: true },
  { value: '1080p', available: true },
  { value: '4K', available: false },
];

export default function DisabledOptionToggle() {
  const [quality, setQuality] = React.useState('1080p');

  return (
    <Stack spacing={1}>
      <Typography id="disabled-option-toggle-label" level="title-sm">
        Download quality
      </Typography>
      {/* A single disabled button: the option exists but is not available for this video. */}
      <ToggleButtonGroup
        aria-labelledby="disabled-option-toggle-label"
        value={quality}
        onChange={(_event, value) => value && setQuality(value)}
      >
        {qualities.map((item) => (
          <Button key={item.value} value={item.value} disabled={!item.available}>
            {item.value}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-sm">4K is not available for this video.</Typography>
    </Stack>
  );
}
