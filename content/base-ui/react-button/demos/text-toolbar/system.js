import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const icons = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M15 5l-6 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
};

const Toolbar = styled('div')({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  border: '1px solid #cbd5e1',
  borderRadius: 10,
  backgroundColor: '#fff',
});

const IconButton = styled(Button)({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#334155',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&[aria-pressed="true"]': { backgroundColor: '#1d4ed8', color: '#fff' },
  '&.base--focusVisible': { outline: '3px solid #93c5fd' },
});

export default function TextToolbarSystem() {
  const [active, setActive] = React.useState(['bold']);
  const toggle = (format) =>
    setActive((current) =>
      current.includes(format)
        ? current.filter((item) => item !== format)
        : [...current, format],
    );
  return (
    <Toolbar role="toolbar" aria-label="Text formatting">
      {Object.keys(icons).map((format) => (
        <IconButton
          key={format}
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
        </IconButton>
      ))}
    </Toolbar>
  );
}
