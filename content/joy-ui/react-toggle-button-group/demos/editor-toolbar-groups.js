import * as React from 'react';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';

export default function EditorToolbarGroups() {
  const [marks, setMarks] = React.useState(['bold']);
  const [list, setList] = React.useState(null);

  return (
    // Two groups in one toolbar: text marks combine (an array value),
    // list styles exclude each other (a single value that can be cleared).
    <Sheet
      role="toolbar"
      aria-label="Formatting"
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 1,
        p: 0.5,
        borderRadius: 'md',
        width: 'fit-content',
      }}
    >
      <ToggleButtonGroup
        variant="plain"
        spacing={0.5}
        aria-label="Text style"
        value={marks}
        onChange={(_event, next) => setMarks(next)}
      >
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
      </ToggleButtonGroup>
      <Divider orientation="vertical" />
      <ToggleButtonGroup
        variant="plain"
        spacing={0.5}
        aria-label="List style"
        value={list}
        onChange={(_event, next) => setList(next)}
      >
        <IconButton value="bullets" aria-label="Bulleted list">
          <FormatListBulleted />
        </IconButton>
        <IconButton value="numbers" aria-label="Numbered list">
          <FormatListNumbered />
        </IconButton>
      </ToggleButtonGroup>
    </Sheet>
  );
}
