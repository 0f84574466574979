import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';
import { WebAnimation } from './web-animation';

const Toggle = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});
const Card = styled(WebAnimation)({
  width: 260,
  padding: 12,
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  opacity: 0,
});

export default function AnimatedHelpSystem() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div style={{ minHeight: 140 }}>
      <Toggle ref={setAnchor} type="button" aria-expanded={open} aria-controls={open ? `${id}-help` : undefined} onClick={() => setOpen((o) => !o)}>
        What is a workspace?
      </Toggle>
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6} style={{ zIndex: 10 }}>
        <Card id={`${id}-help`}>A workspace groups the projects, people and billing of one team.</Card>
      </Popup>
    </div>
  );
}
