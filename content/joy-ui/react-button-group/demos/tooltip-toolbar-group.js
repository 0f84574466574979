import * as React from 'react';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Print from '@mui/icons-material/PrintOutlined';

const actions = [
  { label: 'Undo', shortcut: 'Ctrl+Z', icon: <Undo /> },
  { label: 'Redo', shortcut: 'Ctrl+Y', icon: <Redo /> },
  { label: 'Print', shortcut: 'Ctrl+P', icon: <Print /> },
];

export default function TooltipToolbarGroup() {
  return (
    // Tooltips can wrap the buttons of a group; the group still styles them as one block.
    <ButtonGroup variant="outlined" aria-label="Document actions">
      {actions.map((action) => (
        <Tooltip
          key={action.label}
          title={`${action.label} (${action.shortcut})`}
          variant="solid"
        >
          <IconButton aria-label={action.label}>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </ButtonGroup>
  );
}
