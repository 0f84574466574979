import * as React from 'react';
import Box from '@mui/material/Box';
import Popover, { type PopoverVirtualElement } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

// A virtual element is any object with getBoundingClientRect and nodeType 1. Here it wraps the
// rectangle of the current text selection, so the popover sits under the selected words.
export default function SelectionPopover() {
  const [anchor, setAnchor] = React.useState<PopoverVirtualElement | null>(null);
  const [text, setText] = React.useState('');
  const textRef = React.useRef<HTMLParagraphElement>(null);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || !textRef.current?.contains(selection.anchorNode)) {
      return;
    }
    const rect = selection.getRangeAt(0).getBoundingClientRect();
    setText(selection.toString());
    setAnchor({ nodeType: 1, getBoundingClientRect: () => rect });
  };

  const words = text.trim().split(/\s+/).filter(Boolean).length;

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Typography ref={textRef} onMouseUp={handleMouseUp}>
        Select a few words of this paragraph with the mouse. The popover below the selection counts
        them. Its anchor is not an element on the page but an object that reports the selection&apos;s
        rectangle.
      </Typography>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        <Typography variant="body2">
          {words} {words === 1 ? 'word' : 'words'}, {text.length} characters selected
        </Typography>
      </Popover>
    </Box>
  );
}
