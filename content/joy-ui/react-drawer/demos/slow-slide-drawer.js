import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const timings = {
  quick: { duration: '150ms', easing: 'ease-out' },
  default: { duration: '300ms', easing: 'ease' },
  springy: { duration: '600ms', easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
};

export default function SlowSlideDrawer() {
  const [open, setOpen] = React.useState(false);
  const [timing, setTiming] = React.useState('springy');

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        aria-label="Transition"
        size="sm"
        value={timing}
        onChange={(_event, value) => value && setTiming(value)}
      >
        <Button value="quick">Quick</Button>
        <Button value="default">Default</Button>
        <Button value="springy">Springy</Button>
      </ToggleButtonGroup>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      {/* Two CSS variables drive the slide of the panel and the fade of the backdrop. */}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          '--Drawer-transitionDuration': timings[timing].duration,
          '--Drawer-transitionFunction': timings[timing].easing,
        }}
      >
        <ModalClose />
        <DialogTitle>{timing} transition</DialogTitle>
        <DialogContent>
          Duration {timings[timing].duration}, easing {timings[timing].easing}.
        </DialogContent>
      </Drawer>
    </Box>
  );
}
