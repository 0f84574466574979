import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { ParentName } from './parent-name';
import './portal-target.css';

export default function PortalTargetCss() {
  const [inPlace, setInPlace] = React.useState(true);
  return (
    <div className="portal-target">
      <label className="portal-target-toggle">
        <input type="checkbox" checked={inPlace} onChange={(event) => setInPlace(event.target.checked)} />
        <code>disablePortal</code>
      </label>
      <div id="portal-target-box" className="portal-target-box">
        <Portal disablePortal={inPlace}>
          <ParentName />
        </Portal>
      </div>
      <p className="portal-target-note">Unchecked, the text moves to the end of the page body.</p>
    </div>
  );
}
