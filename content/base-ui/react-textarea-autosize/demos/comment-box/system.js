import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const Textarea = styled(TextareaAutosize)({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  padding: '10px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  '&:focus': { outline: '3px solid #bfdbfe', borderColor: '#1d4ed8' },
});

export default function CommentBoxSystem() {
  const [text, setText] = React.useState('');
  return (
    <div>
      <label htmlFor="comment-system" style={{ display: 'block', marginBottom: 6 }}>
        Leave a comment
      </label>
      <Textarea
        id="comment-system"
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p style={{ margin: '4px 0 0' }}>{text.split('\n').length} line(s)</p>
    </div>
  );
}
