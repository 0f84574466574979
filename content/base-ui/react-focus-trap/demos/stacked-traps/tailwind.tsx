import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const panel = 'grid max-w-xs gap-2 rounded-lg border-2 border-solid border-slate-500 bg-white p-4 text-slate-900';
const button = 'cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 disabled:cursor-default';

export default function StackedTrapsTailwind() {
  const id = React.useId();
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const confirmingRef = React.useRef(false);
  confirmingRef.current = confirming;
  // Memoized, as FocusTrap asks: the editor's trap steps aside while the confirmation is open.
  const editorEnabled = React.useCallback(() => !confirmingRef.current, []);
  const close = () => {
    setConfirming(false);
    setEditing(false);
  };
  return (
    <div className="grid justify-items-start gap-3">
      <button type="button" className={button} onClick={() => setEditing(true)} disabled={editing}>
        Edit note
      </button>
      <FocusTrap open={editing} isEnabled={editorEnabled}>
        <div tabIndex={-1} role="group" aria-label="Note editor" hidden={!editing} className={editing ? panel : undefined}>
          <label htmlFor={`${id}-note`}>Note</label>
          <input id={`${id}-note`} defaultValue="Call the venue about parking" />
          <div className="flex gap-2">
            <button type="button" className={button} onClick={() => setEditing(false)}>
              Save
            </button>
            <button type="button" className={button} onClick={() => setConfirming(true)}>
              Discard
            </button>
          </div>
        </div>
      </FocusTrap>
      <FocusTrap open={confirming}>
        <div tabIndex={-1} role="alertdialog" aria-label="Discard changes?" hidden={!confirming} className={confirming ? panel : undefined}>
          <span>Discard your changes to this note?</span>
          <div className="flex gap-2">
            <button type="button" className={button} onClick={() => setConfirming(false)}>
              Keep editing
            </button>
            <button type="button" className={button} onClick={close}>
              Discard
            </button>
          </div>
        </div>
      </FocusTrap>
    </div>
  );
}
