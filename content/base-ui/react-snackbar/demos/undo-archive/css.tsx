import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';
import './undo-archive.css';

const initial = ['Invoice 2024-117', 'Team lunch on Friday', 'Your flight is confirmed'];

export default function UndoArchiveCss() {
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
    <div className="undo-archive">
      <ul className="undo-archive-list">
        {inbox.map((subject) => (
          <li key={subject}>
            <button type="button" className="undo-archive-action" onClick={() => archive(subject)} aria-label={`Archive ${subject}`}>
              Archive
            </button>
            {subject}
          </li>
        ))}
      </ul>
      <Snackbar
        className="undo-archive-toast"
        open={archived !== null}
        autoHideDuration={6000}
        resumeHideDuration={3000}
        onClose={handleClose}
      >
        <span role="status">Archived “{archived?.subject}”</span>
        <button type="button" className="undo-archive-action" onClick={undo}>
          Undo
        </button>
      </Snackbar>
    </div>
  );
}
