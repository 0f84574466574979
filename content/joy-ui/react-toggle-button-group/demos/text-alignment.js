import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';

export default function TextAlignment() {
  const [align, setAlign] = React.useState('left');
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup
        aria-label="Text alignment"
        value={align}
        // Clicking the selected button gives null; keep one alignment chosen.
        onChange={(_event, next) => next && setAlign(next)}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeftIcon />
        </IconButton>
        <IconButton value="center" aria-label="Align center">
          <FormatAlignCenterIcon />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRightIcon />
        </IconButton>
      </ToggleButtonGroup>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm' }}>
        <Typography level="body-md" sx={{ textAlign: align }}>
          The quick brown fox jumps over the lazy dog.
        </Typography>
      </Sheet>
    </Stack>
  );
}
