import * as React from 'react';
import { Button } from '@mui/base/Button';
import { tools } from './tools';
import './focus-ring-toolbar.css';

export default function FocusRingToolbarCss() {
  const [active, setActive] = React.useState(['bold']);
  return (
    <div>
      <div
        role="toolbar"
        aria-label="Text formatting"
        className="focus-ring-toolbar"
      >
        {tools.map((tool) => {
          const pressed = active.includes(tool.id);
          return (
            <Button
              key={tool.id}
              className="focus-ring-toolbar-button"
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
            </Button>
          );
        })}
      </div>
      <p className="focus-ring-toolbar-status">
        Press Tab to reach the toolbar: the amber ring marks the focused button.
        Active: {active.join(', ') || 'none'}.
      </p>
    </div>
  );
}
