import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function CommentBox() {
  const [text, setText] = React.useState('');
  const [comments, setComments] = React.useState(['Looks good to me.']);
  return (
    <Stack spacing={2} sx={{ maxWidth: 460 }}>
      {comments.map((comment, index) => (
        <Typography
          key={index}
          level="body-sm"
          variant="soft"
          sx={{ p: 1, borderRadius: 'sm' }}
        >
          {comment}
        </Typography>
      ))}
      <FormControl>
        <FormLabel>Your comment</FormLabel>
        <Textarea
          placeholder="Write a reply…"
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          startDecorator={
            <Stack direction="row" spacing={0.5}>
              <IconButton size="sm" variant="plain" aria-label="Bold">
                <FormatBoldIcon />
              </IconButton>
              <IconButton size="sm" variant="plain" aria-label="Italic">
                <FormatItalicIcon />
              </IconButton>
            </Stack>
          }
          endDecorator={
            <Stack
              direction="row"
              sx={{
                width: '100%',
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <Typography level="body-xs">{text.length} characters</Typography>
              <Button
                size="sm"
                disabled={!text.trim()}
                onClick={() => {
                  setComments([...comments, text.trim()]);
                  setText('');
                }}
              >
                Send
              </Button>
            </Stack>
          }
        />
      </FormControl>
    </Stack>
  );
}
