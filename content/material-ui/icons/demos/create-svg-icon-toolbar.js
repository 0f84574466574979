import * as React from 'react';
import { createSvgIcon } from '@mui/material/utils';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// createSvgIcon turns a path into a component that behaves like any @mui/icons-material icon.
const PenIcon = createSvgIcon(
  <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25ZM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />,
  'Pen',
);
const HighlighterIcon = createSvgIcon(
  <>
    <path d="m6 14 3 3v5h6v-5l3-3V9H6v5Z" />
    <path d="M11 2h2v3h-2zM3.5 5.88l1.41-1.41 2.12 2.12L5.62 8zm13.46.71 2.12-2.12 1.41 1.41L18.38 8z" />
  </>,
  'Highlighter',
);
const EraserIcon = createSvgIcon(
  <path d="m16.24 3.56 4.95 4.94a2 2 0 0 1 0 2.83L12 20.5H22v1.5H7.5l-4.67-4.67a2 2 0 0 1 0-2.83L13.4 3.56a2 2 0 0 1 2.84 0ZM4.24 15.92 7.6 19.3h3.3l2.5-2.5-4.95-4.95-4.2 4.07Z" />,
  'Eraser',
);

const tools = [
  { label: 'Pen', Icon: PenIcon },
  { label: 'Highlighter', Icon: HighlighterIcon },
  { label: 'Eraser', Icon: EraserIcon },
];

export default function CreateSvgIconToolbar() {
  const [tool, setTool] = React.useState('Pen');
  return (
    <Stack direction="row" spacing={1} role="toolbar" aria-label="Drawing tools">
      {tools.map(({ label, Icon }) => (
        <Tooltip key={label} title={label}>
          <IconButton
            aria-label={label}
            aria-pressed={tool === label}
            color={tool === label ? 'primary' : 'default'}
            onClick={() => setTool(label)}
          >
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
