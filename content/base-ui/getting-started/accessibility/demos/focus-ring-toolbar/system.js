import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { tools } from './tools';

// The ring shows for keyboard focus only (base--focusVisible), never after a mouse click.
// Colours are the theme's CSS variables, so the buttons follow light and dark mode.
const ToolButton = styled(Button)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  color: 'var(--mui-palette-text-primary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  border: '1px solid var(--mui-palette-text-secondary)',
  borderRadius: 8,
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    color: 'var(--mui-palette-primary-contrastText)',
    backgroundColor: 'var(--mui-palette-primary-main)',
    borderColor: 'var(--mui-palette-primary-main)',
  },
  '&.base--focusVisible': {
    outline: '3px solid var(--mui-palette-warning-main)',
    outlineOffset: 2,
  },
});

const Toolbar = styled('div')({ display: 'flex', gap: 8 });
const Status = styled('p')({ margin: '12px 0 0' });

export default function FocusRingToolbarSystem() {
  const [active, setActive] = React.useState(['bold']);
  return (
    <div>
      <Toolbar role="toolbar" aria-label="Text formatting">
        {tools.map((tool) => {
          const pressed = active.includes(tool.id);
          return (
            <ToolButton
              key={tool.id}
              aria-label={tool.label}
              aria-pressed={pressed}
              onClick={() =>
                setActive(
                  pressed
                    ? active.filter((id) => id !== tool.id)
                    : [...active, tool.id],
                )
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
            </ToolButton>
          );
        })}
      </Toolbar>
      <Status>
        Press Tab to reach the toolbar: the amber ring marks the focused button.
        Active: {active.join(', ') || 'none'}.
      </Status>
    </div>
  );
}
