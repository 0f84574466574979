import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { prepareForSlot } from '@mui/base/utils';
import { styled } from '@mui/system';

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

const Toolbar = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  padding: 12,
  border: '1px solid #cbd5e1',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  '& .base-Switch-root': {
    position: 'relative',
    display: 'inline-flex',
    cursor: 'pointer',
  },
  '& .base-Switch-thumb': {
    minWidth: 40,
    padding: '2px 8px',
    borderRadius: 6,
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
    fontSize: 13,
    fontWeight: 600,
    textAlign: 'center',
  },
  '& .base--checked .base-Switch-thumb': {
    backgroundColor: '#1d4ed8',
    color: '#fff',
  },
  '& .base--focusVisible .base-Switch-thumb': {
    outline: '3px solid #93c5fd',
    outlineOffset: 2,
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  '& .base-Button-root': { color: '#1d4ed8', fontWeight: 600 },
  '& .base-Button-root.base--focusVisible': {
    outline: '3px solid #93c5fd',
    outlineOffset: 2,
  },
});

export default function TableToolbarSlots() {
  const [compact, setCompact] = React.useState(false);
  return (
    <Toolbar>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        Compact rows
        <Switch
          checked={compact}
          onChange={(event) => setCompact(event.target.checked)}
          slots={{ thumb: LabelledThumb, track: null }}
          slotProps={{ input: { role: 'switch' } }}
        />
      </label>
      <span>{compact ? '32 px rows' : '52 px rows'}</span>
      <Button slots={{ root: LinkSlot }} href="/base-ui/react-switch/">
        More about Switch
      </Button>
    </Toolbar>
  );
}
