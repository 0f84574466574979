import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const MAX = 280;

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  width: '100%',
  font: 'inherit',
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
  background: theme.palette.background.paper,
  resize: 'none',
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 1,
  },
}));

export default function CommentBox() {
  const [text, setText] = React.useState('');
  const [posted, setPosted] = React.useState([]);

  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }}>
      {posted.map((comment, index) => (
        <Typography
          key={index}
          variant="body2"
          sx={{
            whiteSpace: 'pre-wrap',
            borderLeft: 3,
            borderColor: 'divider',
            pl: 1,
          }}
        >
          {comment}
        </Typography>
      ))}
      <label htmlFor="comment-box-input">
        <Typography variant="subtitle2" component="span">
          Add a comment
        </Typography>
      </label>
      <Textarea
        id="comment-box-input"
        minRows={2}
        maxRows={6}
        value={text}
        aria-describedby="comment-box-count"
        onChange={(event) => setText(event.target.value.slice(0, MAX))}
      />
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography id="comment-box-count" variant="caption" color="text.secondary">
          {text.length}/{MAX} characters
        </Typography>
        <Button
          variant="contained"
          size="small"
          disabled={!text.trim()}
          onClick={() => {
            setPosted([...posted, text.trim()]);
            setText('');
          }}
        >
          Post
        </Button>
      </Stack>
    </Stack>
  );
}
