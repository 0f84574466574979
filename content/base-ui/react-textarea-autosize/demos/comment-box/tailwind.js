import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

export default function CommentBoxTailwind() {
  const [text, setText] = React.useState('');
  return (
    <div>
      <label htmlFor="comment-tailwind" className="mb-1.5 block">
        Leave a comment
      </label>
      <TextareaAutosize
        id="comment-tailwind"
        minRows={2}
        maxRows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="box-border w-full max-w-md resize-none rounded-lg border border-solid border-slate-500 bg-white px-3 py-2.5 leading-normal text-slate-900 focus:border-blue-700 focus:outline focus:outline-blue-200"
      />
      <p className="m-0 mt-1">{text.split('\n').length} line(s)</p>
    </div>
  );
}
