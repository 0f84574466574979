import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';
import { useHoverOpen } from './use-hover-open';

const Trigger = styled('button')({ padding: 0, border: 0, background: 'none', color: '#1d4ed8', font: 'inherit', fontWeight: 600, textDecoration: 'underline', cursor: 'pointer' });
const Card = styled(CssTransition)({
  width: 240,
  padding: 12,
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  opacity: 0,
  transform: 'translateY(4px)',
  transition: 'opacity 150ms, transform 150ms',
  '&.open': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

export default function HoverCardSystem() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const { open, triggerProps } = useHoverOpen();
  return (
    <div style={{ maxWidth: 420, marginBottom: 120, padding: 16, borderRadius: 12, backgroundColor: '#fff', color: '#0f172a' }}>
      Reviewed by{' '}
      <Trigger ref={setAnchor} type="button" aria-describedby={open ? `${id}-card` : undefined} {...triggerProps}>
        Ada Okafor
      </Trigger>{' '}
      on 17 April.
      <Popup open={open} anchor={anchor} placement="bottom-start" offset={6}>
        <Card enterClassName="open" lastTransitionedPropertyOnExit="opacity">
          <div id={`${id}-card`} role="tooltip">
            Ada Okafor, design systems lead. 212 reviews this year.
          </div>
        </Card>
      </Popup>
    </div>
  );
}
