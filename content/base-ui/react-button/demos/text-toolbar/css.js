import * as React from 'react';
import { Button } from '@mui/base/Button';
import './text-toolbar.css';

const icons = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M15 5l-6 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
};

export default function TextToolbarCss() {
  const [active, setActive] = React.useState(['bold']);
  const toggle = (format) =>
    setActive((current) =>
      current.includes(format)
        ? current.filter((item) => item !== format)
        : [...current, format],
    );
  return (
    <div className="text-toolbar" role="toolbar" aria-label="Text formatting">
      {Object.keys(icons).map((format) => (
        <Button
          key={format}
          className="text-toolbar-button"
          aria-label={format}
          aria-pressed={active.includes(format)}
          onClick={() => toggle(format)}
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
            <path d={icons[format]} />
          </svg>
        </Button>
      ))}
    </div>
  );
}
