import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';
import { flagNames, initialFlags } from './flags';

const Options = styled('fieldset')({
  margin: 0,
  padding: '8px 12px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  '& label': { display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' },
  '& code': { fontSize: 14 },
});

const Button = styled('button')({
  justifySelf: 'start',
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
  '&[aria-pressed="true"]': {
    borderColor: '#1d4ed8',
    backgroundColor: '#1d4ed8',
    color: '#fff',
  },
});

const TrapBox = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  padding: 12,
  border: '2px dashed #64748b',
  borderRadius: 8,
  '&.trapped': { borderStyle: 'solid', borderColor: '#1d4ed8' },
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

export default function TrapOptionsSystem() {
  const [open, setOpen] = React.useState(false);
  const [flags, setFlags] = React.useState(initialFlags);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Options>
        <legend>Options</legend>
        {flagNames.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={flags[name]}
              onChange={(event) =>
                setFlags({ ...flags, [name]: event.target.checked })
              }
            />
            <code>{name}</code>
          </label>
        ))}
      </Options>
      <Button type="button" onClick={() => setOpen((o) => !o)} aria-pressed={open}>
        {open ? 'Release the trap' : 'Trap focus in the box'}
      </Button>
      <FocusTrap open={open} {...flags}>
        <TrapBox
          tabIndex={-1}
          role="group"
          aria-label="Trapped box"
          className={open ? 'trapped' : undefined}
        >
          <Button type="button">First</Button>
          <Button type="button">Second</Button>
          <Button type="button" onClick={() => setOpen(false)}>
            Release
          </Button>
        </TrapBox>
      </FocusTrap>
      <Button type="button">Outside the box</Button>
    </div>
  );
}
