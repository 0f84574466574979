import * as React from 'react';
import { Button } from '@mui/base/Button';

const icons = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M15 5l-6 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
};

export default function TextToolbarTailwind() {
  const [active, setActive] = React.useState(['bold']);
  const toggle = (format) =>
    setActive((current) =>
      current.includes(format)
        ? current.filter((item) => item !== format)
        : [...current, format],
    );
  return (
    <div
      className="inline-flex gap-1 rounded-[10px] border border-solid border-slate-300 bg-white p-1"
      role="toolbar"
      aria-label="Text formatting"
    >
      {Object.keys(icons).map((format) => (
        <Button
          key={format}
          className="grid h-9 w-9 cursor-pointer place-items-center rounded-lg border-0 bg-transparent p-0 text-slate-700 hover:bg-slate-100 aria-pressed:bg-blue-700 aria-pressed:text-white [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-300"
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
