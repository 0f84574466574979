import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TriggerTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Tooltip describeChild title="Opens on hover only" disableFocusListener>
        <Button>Hover</Button>
      </Tooltip>
      <Tooltip describeChild title="Opens on focus only" disableHoverListener>
        <Button>Focus</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title="Opens on touch without the long press"
        disableHoverListener
        enterTouchDelay={0}
      >
        <Button>Touch</Button>
      </Tooltip>
      {/* Click to toggle: controlled, closed on a click elsewhere. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            describeChild
            title="Copied to the clipboard"
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button onClick={() => setOpen(true)}>Click</Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Stack>
  );
}
