import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const Panel = styled('div')({
  display: 'grid',
  gap: 8,
  maxWidth: 340,
  padding: 16,
  border: '2px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '&[hidden]': { display: 'none' },
});
const Button = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

export default function StackedTrapsSystem() {
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
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button type="button" onClick={() => setEditing(true)} disabled={editing}>
        Edit note
      </Button>
      <FocusTrap open={editing} isEnabled={editorEnabled}>
        <Panel tabIndex={-1} role="group" aria-label="Note editor" hidden={!editing}>
          <label htmlFor={`${id}-note`}>Note</label>
          <input id={`${id}-note`} defaultValue="Call the venue about parking" />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="button" onClick={() => setEditing(false)}>
              Save
            </Button>
            <Button type="button" onClick={() => setConfirming(true)}>
              Discard
            </Button>
          </div>
        </Panel>
      </FocusTrap>
      <FocusTrap open={confirming}>
        <Panel tabIndex={-1} role="alertdialog" aria-label="Discard changes?" hidden={!confirming}>
          <span>Discard your changes to this note?</span>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="button" onClick={() => setConfirming(false)}>
              Keep editing
            </Button>
            <Button type="button" onClick={close}>
              Discard
            </Button>
          </div>
        </Panel>
      </FocusTrap>
    </div>
  );
}
