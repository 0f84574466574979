import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function SelectionTooltip() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('');
  const positionRef = React.useRef({ x: 0, y: 0 });
  const areaRef = React.useRef(null);

  // A virtual element: any object with getBoundingClientRect, here the current text selection.
  const anchorEl = {
    getBoundingClientRect: () => {
      const selection = window.getSelection();
      if (selection && selection.rangeCount > 0)
        return selection.getRangeAt(0).getBoundingClientRect();
      return new DOMRect(positionRef.current.x, positionRef.current.y, 0, 0);
    },
  };

  const handleMouseUp = () => {
    const text = window.getSelection()?.toString().trim() ?? '';
    setSelected(text);
    setOpen(text.length > 0);
  };

  return (
    <Tooltip
      title={`${selected.split(/\s+/).filter(Boolean).length} words selected`}
      open={open}
      slotProps={{ popper: { anchorEl } }}
      placement="top"
      describeChild
    >
      <Box ref={areaRef} onMouseUp={handleMouseUp} onBlur={() => setOpen(false)}>
        <Typography>
          Select some words in this paragraph with the mouse: the tooltip is anchored
          to the selection, not to an element. The same technique places a formatting
          toolbar over selected text.
        </Typography>
      </Box>
    </Tooltip>
  );
}
