import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { ParentName } from './parent-name';

export default function PortalTargetTailwind() {
  const [inPlace, setInPlace] = React.useState(true);
  return (
    <div className="grid gap-3">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={inPlace}
          onChange={(event) => setInPlace(event.target.checked)}
        />
        <code>disablePortal</code>
      </label>
      <div
        id="portal-target-box"
        className="min-h-6 rounded-lg border-2 border-dashed border-slate-500 p-3"
      >
        <Portal disablePortal={inPlace}>
          <ParentName />
        </Portal>
      </div>
      <p className="m-0">Unchecked, the text moves to the end of the page body.</p>
    </div>
  );
}
