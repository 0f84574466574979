import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch, type SwitchThumbSlotProps } from '@mui/base/Switch';
import { prepareForSlot } from '@mui/base/utils';
import { styled } from '@mui/system';

// A slot component receives `ownerState`: here it decides what the thumb says.
const LabelledThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function LabelledThumb(
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
const AppLink = React.forwardRef<HTMLAnchorElement, React.ComponentPropsWithoutRef<'a'>>(
  function AppLink(props, ref) {
    return <a ref={ref} {...props} />;
  },
);
const LinkSlot = prepareForSlot(AppLink);

// Colours are the theme's CSS variables, so the toolbar follows light and dark mode.
const Toolbar = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
  padding: 12,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  '& label': { display: 'flex', alignItems: 'center', gap: 8 },
  '& .base-Switch-root': { position: 'relative', display: 'inline-flex', cursor: 'pointer' },
  '& .base-Switch-thumb': {
    minWidth: 40,
    padding: '2px 8px',
    borderRadius: 6,
    backgroundColor: 'var(--mui-palette-action-selected)',
    color: 'var(--mui-palette-text-primary)',
    fontSize: 13,
    fontWeight: 600,
    textAlign: 'center',
  },
  '& .base--checked .base-Switch-thumb': {
    backgroundColor: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-contrastText)',
  },
  '& .base--focusVisible .base-Switch-thumb': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
  '& .base-Switch-input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' },
  '& .base-Button-root': { color: 'var(--mui-palette-primary-main)', fontWeight: 600 },
  '& .base-Button-root.base--focusVisible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

export default function TableToolbarSlotsSystem() {
  const [compact, setCompact] = React.useState(false);
  return (
    <Toolbar>
      <label>
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
