import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { SnackbarCloseReason } from '@mui/base/useSnackbar';

const action = 'cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900';
const initial = ['Invoice 2024-117', 'Team lunch on Friday', 'Your flight is confirmed'];

export default function UndoArchiveTailwind() {
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
    <div className="relative min-h-[200px]">
      <ul className="m-0 grid list-none gap-2 p-0">
        {inbox.map((subject) => (
          <li key={subject} className="flex items-center gap-3">
            <button type="button" className={action} onClick={() => archive(subject)} aria-label={`Archive ${subject}`}>
              Archive
            </button>
            {subject}
          </li>
        ))}
      </ul>
      <Snackbar
        open={archived !== null}
        autoHideDuration={6000}
        resumeHideDuration={3000}
        onClose={handleClose}
        className="absolute inset-x-4 bottom-4 flex items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-2.5 text-slate-50"
      >
        <span role="status">Archived “{archived?.subject}”</span>
        <button type="button" className={action} onClick={undo}>
          Undo
        </button>
      </Snackbar>
    </div>
  );
}
