import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function InvertedRadioGroup() {
  const labelId = React.useId();

  return (
    // invertedColors remaps the radios' colors to stay readable on the solid surface.
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{ bgcolor: 'neutral.800', p: 2.5, borderRadius: 'md', maxWidth: 320 }}
    >
      <Typography id={labelId} level="title-md" sx={{ mb: 1.5 }}>
        Playback quality
      </Typography>
      <RadioGroup aria-labelledby={labelId} defaultValue="auto" name="playback-quality">
        <Radio value="auto" label="Auto (recommended)" />
        <Radio value="high" label="High, 1080p" variant="soft" />
        <Radio value="saver" label="Data saver, 480p" variant="soft" />
      </RadioGroup>
    </Sheet>
  );
}
