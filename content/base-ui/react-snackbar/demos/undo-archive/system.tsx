import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import { styled } from '@mui/system';

const Toast = styled(Snackbar)({
  position: 'absolute',
  left: 16,
  right: 16,
  bottom: 16,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 16px',
  borderRadius: 8,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
});
const Action = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

const initial = ['Invoice 2024-117', 'Team lunch on Friday', 'Your flight is confirmed'];

export default function UndoArchiveSystem() {
  const [inbox, setInbox] = React.useState(initial);
  const [archived, setArchived] = React.useState<{ subject: string; index: number } | null>(null);
  const archive = (subject: string) => {
    setArchived({ subject, index: inbox.indexOf(subject) });
    setInbox(inbox.filter((item) => item !== subject));
  };
  const undo = () => {
    if (archived) {
      setInbox((list) => [...list.slice(0, archived.index), archived.subject, ...list.slice(archived.index)]);
    }
    setArchived(null);
  };
  const handleClose = (event: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere (maybe archiving the next message) must not dismiss the undo.
    if (reason !== 'clickaway') {
      setArchived(null);
    }
  };
  return (
    <div style={{ position: 'relative', minHeight: 200 }}>
      <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
        {inbox.map((subject) => (
          <li key={subject} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Action type="button" onClick={() => archive(subject)} aria-label={`Archive ${subject}`}>
              Archive
            </Action>
            {subject}
          </li>
        ))}
      </ul>
      <Toast open={archived !== null} autoHideDuration={6000} resumeHideDuration={3000} onClose={handleClose}>
        <span role="status">Archived “{archived?.subject}”</span>
        <Action type="button" onClick={undo}>
          Undo
        </Action>
      </Toast>
    </div>
  );
}
