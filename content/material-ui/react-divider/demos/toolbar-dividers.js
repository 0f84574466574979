import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ToolbarDividers() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      <Box
        role="toolbar"
        aria-label="Editor"
        sx={{
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          width: 'fit-content',
        }}
      >
        <IconButton aria-label="Undo">
          <UndoIcon />
        </IconButton>
        <IconButton aria-label="Redo">
          <RedoIcon />
        </IconButton>
        <Divider orientation="vertical" flexItem />
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalicIcon />
        </IconButton>
      </Box>
      <Stack spacing={2}>
        <Button variant="contained">Sign in with email</Button>
        {/* Text inside a divider: the line is decoration, the word is content. */}
        <Divider>
          <Typography variant="body2" color="text.secondary">
            or
          </Typography>
        </Divider>
        <Button variant="outlined">Continue as guest</Button>
      </Stack>
    </Stack>
  );
}
