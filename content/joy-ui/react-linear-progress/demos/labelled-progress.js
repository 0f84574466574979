import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LabelledProgress() {
  const [value, setValue] = React.useState(64);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <LinearProgress
        determinate
        value={value}
        variant="outlined"
        thickness={28}
        aria-label="Course progress"
        sx={{
          '--LinearProgress-radius': '14px',
          '--LinearProgress-progressThickness': '22px',
          boxShadow: 'sm',
        }}
      >
        {/* Children render over the bar, centered; a solid pill keeps the text readable on both parts. */}
        <Typography
          level="body-xs"
          variant="solid"
          color="neutral"
          sx={{ fontWeight: 'lg', px: 1, borderRadius: 'xl', zIndex: 1 }}
        >
          {value}% of the course done
        </Typography>
      </LinearProgress>
      <Button
        size="sm"
        variant="outlined"
        onClick={() => setValue((v) => (v >= 100 ? 0 : v + 12))}
        sx={{ alignSelf: 'flex-start' }}
      >
        Complete a lesson
      </Button>
    </Stack>
  );
}
