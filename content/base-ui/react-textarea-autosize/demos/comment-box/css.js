import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import './comment-box.css';

export default function CommentBoxCss() {
  const [text, setText] = React.useState('');
  return (
    <div>
      <label htmlFor="comment-css" className="comment-label">
        Leave a comment
      </label>
      <TextareaAutosize
        id="comment-css"
        className="comment-textarea"
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="comment-lines">{text.split('\n').length} line(s)</p>
    </div>
  );
}
