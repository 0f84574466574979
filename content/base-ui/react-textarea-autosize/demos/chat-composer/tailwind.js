import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

export default function ChatComposerTailwind() {
  const [messages, setMessages] = React.useState([
    'Is the release still on for Friday?',
  ]);
  const [draft, setDraft] = React.useState('');
  const send = () => {
    if (draft.trim()) {
      setMessages((list) => [...list, draft.trim()]);
      setDraft('');
    }
  };
  return (
    <div>
      <ul aria-label="Messages" className="mb-3 mt-0 pl-5">
        {messages.map((message, index) => (
          <li key={index} className="whitespace-pre-wrap">
            {message}
          </li>
        ))}
      </ul>
      <form
        className="flex max-w-md items-end gap-2 rounded-xl border border-solid border-slate-500 bg-white p-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextareaAutosize
          aria-label="Message"
          placeholder="Write a reply"
          minRows={1}
          maxRows={4}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
          className="flex-1 resize-none border-0 bg-transparent px-2 py-1.5 leading-normal text-slate-900 outline-none"
        />
        <button
          type="submit"
          className="cursor-pointer rounded-lg border-0 bg-blue-700 px-3.5 py-1.5 text-white"
        >
          Send
        </button>
      </form>
    </div>
  );
}
