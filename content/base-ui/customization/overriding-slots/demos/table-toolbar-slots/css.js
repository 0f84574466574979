import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { prepareForSlot } from '@mui/base/utils';
import './table-toolbar-slots.css';

// A slot component receives `ownerState`: here it decides what the thumb says.
const LabelledThumb = React.forwardRef(function LabelledThumb(
  { ownerState, className },
  ref,
) {
  return (
    <span ref={ref} className={className} aria-hidden>
      {ownerState.checked ? 'On' : 'Off'}
    </span>
  );
});

// Stands for a router's link: it spreads every prop on <a>, so it must not receive `ownerState`.
const AppLink = React.forwardRef(function AppLink(props, ref) {
  return <a ref={ref} {...props} />;
});
const LinkSlot = prepareForSlot(AppLink);

export default function TableToolbarSlotsCss() {
  const [compact, setCompact] = React.useState(false);
  return (
    <div className="table-toolbar-slots">
      <label className="table-toolbar-slots-label">
        Compact rows
        <Switch
          checked={compact}
          onChange={(event) => setCompact(event.target.checked)}
          slots={{ thumb: LabelledThumb, track: null }}
          slotProps={{ input: { role: 'switch' } }}
        />
      </label>
      <span>{compact ? '32 px rows' : '52 px rows'}</span>
      <Button
        slots={{ root: LinkSlot }}
        href="/base-ui/react-switch/"
        className="table-toolbar-slots-link"
      >
        More about Switch
      </Button>
    </div>
  );
}
