import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Undo from '@mui/icons-material/Undo';

export default function EditorIconGrouping() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'inline-flex', alignItems: 'center', p: 0.5, gap: 0.5 }}
    >
      <IconButton aria-label="Undo" size="small">
        <Undo />
      </IconButton>
      {/* Vertical flex-item dividers split the icons into groups of related actions. */}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Bold" size="small">
        <FormatBold />
      </IconButton>
      <IconButton aria-label="Italic" size="small">
        <FormatItalic />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Bulleted list" size="small">
        <FormatListBulleted />
      </IconButton>
      <IconButton aria-label="Numbered list" size="small">
        <FormatListNumbered />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Insert link" size="small">
        <InsertLink />
      </IconButton>
    </Paper>
  );
}
