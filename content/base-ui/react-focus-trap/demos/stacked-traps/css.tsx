import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import './stacked-traps.css';

export default function StackedTrapsCss() {
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
    <div className="stacked-traps">
      <button type="button" className="stacked-traps-button" onClick={() => setEditing(true)} disabled={editing}>
        Edit note
      </button>
      <FocusTrap open={editing} isEnabled={editorEnabled}>
        <div tabIndex={-1} role="group" aria-label="Note editor" hidden={!editing} className="stacked-traps-panel">
          <label htmlFor={`${id}-note`}>Note</label>
          <input id={`${id}-note`} defaultValue="Call the venue about parking" />
          <div className="stacked-traps-actions">
            <button type="button" className="stacked-traps-button" onClick={() => setEditing(false)}>
              Save
            </button>
            <button type="button" className="stacked-traps-button" onClick={() => setConfirming(true)}>
              Discard
            </button>
          </div>
        </div>
      </FocusTrap>
      <FocusTrap open={confirming}>
        <div tabIndex={-1} role="alertdialog" aria-label="Discard changes?" hidden={!confirming} className="stacked-traps-panel">
          <span>Discard your changes to this note?</span>
          <div className="stacked-traps-actions">
            <button type="button" className="stacked-traps-button" onClick={() => setConfirming(false)}>
              Keep editing
            </button>
            <button type="button" className="stacked-traps-button" onClick={close}>
              Discard
            </button>
          </div>
        </div>
      </FocusTrap>
    </div>
  );
}
