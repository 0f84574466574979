import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';

export default function EditorIconButtons() {
  return (
    <Paper
      variant="outlined"
      role="toolbar"
      aria-label="Formatting"
      sx={{ display: 'inline-flex', p: 0.5 }}
    >
      <IconButton aria-label="Undo">
        <UndoIcon />
      </IconButton>
      <IconButton aria-label="Redo" disabled>
        <RedoIcon />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <IconButton aria-label="Insert link" color="primary">
        <LinkIcon />
      </IconButton>
    </Paper>
  );
}
