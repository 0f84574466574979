import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';

export default function StackToolbar() {
  const [history, setHistory] = React.useState([]);
  const act = (name) => setHistory((current) => [...current.slice(-3), name]);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        <Stack
          direction="row"
          alignItems="center"
          divider={<Divider orientation="vertical" flexItem />}
          spacing={1}
          sx={{ px: 1 }}
        >
          <Stack direction="row" role="group" aria-label="Formatting">
            <IconButton aria-label="Bold" onClick={() => act('bold')}>
              <FormatBoldIcon />
            </IconButton>
            <IconButton aria-label="Italic" onClick={() => act('italic')}>
              <FormatItalicIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" role="group" aria-label="History">
            <IconButton aria-label="Undo" onClick={() => act('undo')}>
              <UndoIcon />
            </IconButton>
            <IconButton aria-label="Redo" onClick={() => act('redo')}>
              <RedoIcon />
            </IconButton>
          </Stack>
        </Stack>
      </Paper>
      <Typography variant="body2" color="text.secondary">
        Recent: {history.length ? history.join(' → ') : 'nothing yet'}
      </Typography>
    </Stack>
  );
}
