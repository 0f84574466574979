import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Divider from '@mui/joy/Divider';
import Button from '@mui/joy/Button';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function EditorToolbar() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(true);
  return (
    <Sheet
      variant="outlined"
      role="toolbar"
      aria-label="Text formatting"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderRadius: 'sm',
        width: 'fit-content',
      }}
    >
      <IconButton size="sm" aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <IconButton size="sm" aria-label="Redo" disabled>
        <RedoIcon />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton
        size="sm"
        aria-label="Bold"
        aria-pressed={bold}
        variant={bold ? 'soft' : 'plain'}
        color={bold ? 'primary' : 'neutral'}
        onClick={() => setBold(!bold)}
      >
        <FormatBoldIcon />
      </IconButton>
      <IconButton
        size="sm"
        aria-label="Italic"
        aria-pressed={italic}
        variant={italic ? 'soft' : 'plain'}
        color={italic ? 'primary' : 'neutral'}
        onClick={() => setItalic(!italic)}
      >
        <FormatItalicIcon />
      </IconButton>
      <Divider orientation="vertical" />
      <IconButton size="sm" color="danger" aria-label="Delete paragraph">
        <DeleteOutlineIcon />
      </IconButton>
      <Button size="sm" variant="solid" sx={{ ml: 1 }}>
        Publish
      </Button>
    </Sheet>
  );
}
