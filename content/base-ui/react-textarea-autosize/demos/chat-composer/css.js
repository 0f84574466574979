import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import './chat-composer.css';

export default function ChatComposerCss() {
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
      <ul aria-label="Messages" className="chat-composer-messages">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextareaAutosize
          className="chat-composer-field"
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
        />
        <button type="submit" className="chat-composer-send">
          Send
        </button>
      </form>
    </div>
  );
}
