import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { ActionIcon, actions } from './actions';

// The tooltip's title becomes the button's accessible name, so the icon needs no other label.
// The colours are Material UI's CSS theme variables, so they follow the light or dark mode.
export default function IconTooltipsMaterialTailwind() {
  return (
    <div role="toolbar" aria-label="Message actions" className="flex gap-2">
      {actions.map((action) => (
        <Tooltip
          key={action.title}
          title={action.title}
          describeChild={false}
          arrow
          slotProps={{
            // Rendered next to the button rather than in <body>, where the scoped Tailwind classes apply.
            popper: { disablePortal: true },
            tooltip: {
              className:
                'bg-[color:var(--mui-palette-text-primary)] px-2.5 py-1.5 text-[0.8125rem] text-[color:var(--mui-palette-background-paper)]',
            },
            arrow: { className: 'text-[color:var(--mui-palette-text-primary)]' },
          }}
        >
          <IconButton className="rounded-lg border border-solid border-[color:var(--mui-palette-divider)] text-[color:var(--mui-palette-text-secondary)] hover:text-[color:var(--mui-palette-primary-main)]">
            <ActionIcon path={action.path} />
          </IconButton>
        </Tooltip>
      ))}
    </div>
  );
}
