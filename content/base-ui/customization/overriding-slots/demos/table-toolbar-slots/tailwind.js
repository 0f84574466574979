import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { prepareForSlot } from '@mui/base/utils';

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

// Colours are the theme's CSS variables, so the toolbar follows light and dark mode.
export default function TableToolbarSlotsTailwind() {
  const [compact, setCompact] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl border border-solid border-[color:var(--mui-palette-divider)] bg-[color:var(--mui-palette-background-paper)] p-3 text-[color:var(--mui-palette-text-primary)]">
      <label className="flex items-center gap-2">
        Compact rows
        <Switch
          checked={compact}
          onChange={(event) => setCompact(event.target.checked)}
          slots={{ thumb: LabelledThumb, track: null }}
          slotProps={{
            root: { className: 'group relative inline-flex cursor-pointer' },
            // The custom thumb receives this className with the built-in one and puts it on its span.
            thumb: {
              className:
                'min-w-[40px] rounded-md bg-[color:var(--mui-palette-action-selected)] px-2 py-0.5 text-center text-[13px] font-semibold text-[color:var(--mui-palette-text-primary)] group-[.base--checked]:bg-[color:var(--mui-palette-primary-main)] group-[.base--checked]:text-[color:var(--mui-palette-primary-contrastText)] group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-[color:var(--mui-palette-primary-main)]',
            },
            input: {
              role: 'switch',
              className: 'absolute inset-0 m-0 cursor-[inherit] opacity-0',
            },
          }}
        />
      </label>
      <span>{compact ? '32 px rows' : '52 px rows'}</span>
      <Button
        slots={{ root: LinkSlot }}
        href="/base-ui/react-switch/"
        className="font-semibold text-[color:var(--mui-palette-primary-main)] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[color:var(--mui-palette-primary-main)]"
      >
        More about Switch
      </Button>
    </div>
  );
}
