import * as React from 'react';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

export default function TextFormatting() {
  const [align, setAlign] = React.useState('left');
  const [formats, setFormats] = React.useState(['bold']);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* Exclusive: exactly one alignment; ignoring null keeps one always selected. */}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={align}
          onChange={(_event, next) => next && setAlign(next)}
          aria-label="Text alignment"
        >
          <ToggleButton value="left" aria-label="Align left">
            <FormatAlignLeftIcon />
          </ToggleButton>
          <ToggleButton value="center" aria-label="Center">
            <FormatAlignCenterIcon />
          </ToggleButton>
          <ToggleButton value="right" aria-label="Align right">
            <FormatAlignRightIcon />
          </ToggleButton>
        </ToggleButtonGroup>
        {/* Multiple: any combination, the value is an array. */}
        <ToggleButtonGroup
          size="small"
          value={formats}
          onChange={(_event, next) => setFormats(next)}
          aria-label="Text style"
        >
          <ToggleButton value="bold" aria-label="Bold">
            <FormatBoldIcon />
          </ToggleButton>
          <ToggleButton value="italic" aria-label="Italic">
            <FormatItalicIcon />
          </ToggleButton>
          <ToggleButton value="underline" aria-label="Underline">
            <FormatUnderlinedIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography
          sx={{
            textAlign: align,
            fontWeight: formats.includes('bold') ? 700 : 400,
            fontStyle: formats.includes('italic') ? 'italic' : 'normal',
            textDecoration: formats.includes('underline') ? 'underline' : 'none',
          }}
        >
          The quick brown fox jumps over the lazy dog.
        </Typography>
      </Paper>
    </Stack>
  );
}
