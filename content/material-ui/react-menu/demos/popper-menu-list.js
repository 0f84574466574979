import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';

export default function PopperMenuList() {
  const [open, setOpen] = React.useState(false);
  const anchorRef = React.useRef(null);

  const close = (event) => {
    if (event && anchorRef.current?.contains(event.target)) return;
    setOpen(false);
  };

  // Return focus to the button when the menu closes.
  const wasOpen = React.useRef(open);
  React.useEffect(() => {
    if (wasOpen.current && !open) anchorRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <Stack direction="row">
      <Button
        ref={anchorRef}
        id="composition-button"
        aria-controls={open ? 'composition-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={() => setOpen((current) => !current)}
      >
        Share
      </Button>
      {/* Popper instead of Menu: no backdrop, no scroll lock, the page stays interactive. */}
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        transition
        disablePortal
        sx={{ zIndex: 1 }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper>
              <ClickAwayListener onClickAway={close}>
                <MenuList
                  autoFocusItem={open}
                  id="composition-menu"
                  aria-labelledby="composition-button"
                  onKeyDown={(event) => {
                    if (event.key === 'Tab' || event.key === 'Escape') {
                      event.preventDefault();
                      setOpen(false);
                    }
                  }}
                >
                  <MenuItem onClick={close}>Copy link</MenuItem>
                  <MenuItem onClick={close}>Email</MenuItem>
                  <MenuItem onClick={close}>Embed</MenuItem>
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Stack>
  );
}
