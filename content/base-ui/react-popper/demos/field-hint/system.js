import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const Hint = styled(Popper)({
  zIndex: 1300,
  maxWidth: 240,
  padding: '8px 12px',
  borderRadius: 8,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
  fontSize: 14,
});
const Help = styled('button')({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
});
const Field = styled('input')({
  padding: '6px 8px',
  borderRadius: 6,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
});

export default function FieldHintSystem() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 120 }}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor="slug-system">Workspace URL</label>
      <Field
        id="slug-system"
        defaultValue="acme-design"
        aria-describedby="slug-hint-system"
      />
      <Help
        ref={setAnchor}
        type="button"
        aria-label="About workspace URLs"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </Help>
      <Hint
        id="slug-hint-system"
        open={open}
        anchorEl={anchor}
        placement="bottom-end"
        disablePortal
        keepMounted
      >
        Lowercase letters, digits and dashes. It appears in every link you share.
      </Hint>
    </div>
  );
}
