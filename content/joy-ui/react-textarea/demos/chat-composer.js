import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import FormatBold from '@mui/icons-material/FormatBold';

export default function ChatComposer() {
  const [text, setText] = React.useState('');
  const [sent, setSent] = React.useState([]);
  const send = () => {
    if (!text.trim()) return;
    setSent((s) => [...s, text.trim()]);
    setText('');
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      {sent.map((message, i) => (
        <Typography
          key={i}
          level="body-sm"
          variant="soft"
          sx={{ alignSelf: 'flex-end', px: 1.5, py: 0.75, borderRadius: 'lg' }}
        >
          {message}
        </Typography>
      ))}
      <Textarea
        placeholder="Write a message (Enter to send, Shift+Enter for a new line)"
        aria-label="Message"
        minRows={2}
        maxRows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
        }}
        endDecorator={
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ flex: 1, borderTop: '1px solid', borderColor: 'divider', pt: 0.5 }}
          >
            <IconButton size="sm" variant="plain" aria-label="Bold">
              <FormatBold />
            </IconButton>
            <IconButton size="sm" variant="plain" aria-label="Attach a file">
              <AttachFile />
            </IconButton>
            <Button
              size="sm"
              sx={{ ml: 'auto' }}
              onClick={send}
              disabled={!text.trim()}
            >
              Send
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
