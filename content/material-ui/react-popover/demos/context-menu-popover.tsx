import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// anchorReference="anchorPosition" attaches the popover to page coordinates instead of an element:
// here, where the right click (or the context-menu key) happened.
export default function ContextMenuPopover() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [color, setColor] = React.useState('none');
  const titleId = React.useId();

  const handleContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    // The context-menu key reports 0,0: fall back to the box's corner then.
    const rect = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setPosition(fromKeyboard ? { top: rect.top + 8, left: rect.left + 8 } : { top: event.clientY, left: event.clientX });
  };

  const pick = (name: string) => {
    setColor(name);
    setPosition(null);
  };

  return (
    <Box
      tabIndex={0}
      role="group"
      onContextMenu={handleContextMenu}
      aria-label="Label color area: right click or press the context menu key"
      sx={{ p: 4, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, cursor: 'context-menu' }}
    >
      <Typography>Right-click anywhere in this box. Label color: {color}</Typography>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5 } } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ mb: 1 }}>
          Label color
        </Typography>
        <Stack direction="row" spacing={1}>
          {['Red', 'Green', 'Blue'].map((name) => (
            <Button key={name} size="small" variant="outlined" onClick={() => pick(name)}>
              {name}
            </Button>
          ))}
        </Stack>
      </Popover>
    </Box>
  );
}
