import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

// The ring shows for keyboard focus only (base--focusVisible), never after a mouse click.
const ToolButton = styled(Button)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  color: '#0f172a',
  backgroundColor: '#e2e8f0',
  border: '1px solid #64748b',
  borderRadius: 8,
  cursor: 'pointer',
  '&[aria-pressed="true"]': {
    color: '#fff',
    backgroundColor: '#1d4ed8',
    borderColor: '#1d4ed8',
  },
  '&.base--focusVisible': { outline: '3px solid #f59e0b', outlineOffset: 2 },
});

const tools = [
  {
    id: 'bold',
    label: 'Bold',
    path: 'M7 4h6a4 4 0 0 1 0 8H7zm0 8h7a4 4 0 0 1 0 8H7z',
  },
  { id: 'italic', label: 'Italic', path: 'M10 4h8M6 20h8M14 4l-4 16' },
  { id: 'underline', label: 'Underline', path: 'M6 4v7a6 6 0 0 0 12 0V4M5 21h14' },
];

export default function FocusRingToolbar() {
  const [active, setActive] = React.useState(['bold']);
  return (
    <div>
      <div
        role="toolbar"
        aria-label="Text formatting"
        style={{ display: 'flex', gap: 8 }}
      >
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
      </div>
      <p style={{ margin: '12px 0 0' }}>
        Press Tab to reach the toolbar: the amber ring marks the focused button.
        Active: {active.join(', ') || 'none'}.
      </p>
    </div>
  );
}
