import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DrawerAnchorsSizes() {
  const [anchor, setAnchor] = React.useState(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['left', 'right', 'top', 'bottom'].map((a) => (
          <Button
            key={a}
            variant="outlined"
            color="neutral"
            onClick={() => setAnchor(a)}
          >
            {a}
          </Button>
        ))}
      </Stack>
      <Drawer
        open={!!anchor}
        anchor={anchor ?? 'left'}
        size={anchor === 'top' || anchor === 'bottom' ? 'sm' : 'md'}
        onClose={() => setAnchor(null)}
      >
        <ModalClose />
        <DialogTitle>Drawer on the {anchor}</DialogTitle>
        <Typography sx={{ px: 2 }}>
          Top and bottom drawers use size sm here: they take less height.
        </Typography>
      </Drawer>
    </React.Fragment>
  );
}
