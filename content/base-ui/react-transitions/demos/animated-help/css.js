import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { WebAnimation } from './web-animation';
import './animated-help.css';

export default function AnimatedHelpCss() {
  const id = React.useId();
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div className="animated-help">
      <button
        ref={setAnchor}
        type="button"
        className="animated-help-toggle"
        aria-expanded={open}
        aria-controls={open ? `${id}-help` : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        What is a workspace?
      </button>
      <Popup
        open={open}
        anchor={anchor}
        placement="bottom-start"
        offset={6}
        className="animated-help-layer"
      >
        <WebAnimation id={`${id}-help`} className="animated-help-card">
          A workspace groups the projects, people and billing of one team.
        </WebAnimation>
      </Popup>
    </div>
  );
}
