import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const Composer = styled('form')({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 8,
  maxWidth: 420,
  padding: 8,
  border: '1px solid #64748b',
  borderRadius: 12,
  backgroundColor: '#fff',
});
const Field = styled(TextareaAutosize)({
  flex: 1,
  padding: '6px 8px',
  border: 0,
  backgroundColor: 'transparent',
  color: '#0f172a',
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  outline: 0,
});
const Send = styled('button')({
  padding: '6px 14px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});

export default function ChatComposerSystem() {
  const [messages, setMessages] = React.useState(['Is the release still on for Friday?']);
  const [draft, setDraft] = React.useState('');
  const send = () => {
    if (draft.trim()) {
      setMessages((list) => [...list, draft.trim()]);
      setDraft('');
    }
  };
  return (
    <div>
      <ul aria-label="Messages" style={{ margin: '0 0 12px', paddingLeft: 20 }}>
        {messages.map((message, index) => (
          <li key={index} style={{ whiteSpace: 'pre-wrap' }}>
            {message}
          </li>
        ))}
      </ul>
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Field
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
        <Send type="submit">Send</Send>
      </Composer>
    </div>
  );
}
