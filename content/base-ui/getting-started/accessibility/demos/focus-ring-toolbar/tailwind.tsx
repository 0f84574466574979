import * as React from 'react';
import { Button } from '@mui/base/Button';
import { tools } from './tools';

// The ring shows for keyboard focus only (base--focusVisible), never after a mouse click.
// Colours are the theme's CSS variables, so the buttons follow light and dark mode.
const toolButton =
  'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] text-[color:var(--mui-palette-text-primary)] aria-pressed:border-[color:var(--mui-palette-primary-main)] aria-pressed:bg-[color:var(--mui-palette-primary-main)] aria-pressed:text-[color:var(--mui-palette-primary-contrastText)] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-[color:var(--mui-palette-warning-main)]';

export default function FocusRingToolbarTailwind() {
  const [active, setActive] = React.useState<string[]>(['bold']);
  return (
    <div>
      <div role="toolbar" aria-label="Text formatting" className="flex gap-2">
        {tools.map((tool) => {
          const pressed = active.includes(tool.id);
          return (
            <Button
              key={tool.id}
              className={toolButton}
              aria-label={tool.label}
              aria-pressed={pressed}
              onClick={() =>
                setActive(pressed ? active.filter((id) => id !== tool.id) : [...active, tool.id])
              }
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d={tool.path} />
              </svg>
            </Button>
          );
        })}
      </div>
      <p className="mb-0 mt-3">
        Press Tab to reach the toolbar: the amber ring marks the focused button. Active:{' '}
        {active.join(', ') || 'none'}.
      </p>
    </div>
  );
}
