import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function FloatingSettingsDrawer() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Notification settings
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        anchor="right"
        variant="plain"
        // The content slot becomes transparent; the Sheet inside floats with a margin.
        slotProps={{
          content: {
            sx: { bgcolor: 'transparent', p: { md: 2, sm: 0 }, boxShadow: 'none' },
          },
        }}
      >
        <Sheet
          sx={{
            borderRadius: 'md',
            p: 2,
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            boxShadow: 'lg',
          }}
        >
          <DialogTitle>Notifications</DialogTitle>
          <ModalClose />
          <DialogContent sx={{ gap: 2 }}>
            {['Mentions', 'Replies', 'Weekly digest'].map((label, i) => (
              <Typography
                key={label}
                component="label"
                endDecorator={<Switch defaultChecked={i < 2} sx={{ ml: 'auto' }} />}
              >
                {label}
              </Typography>
            ))}
          </DialogContent>
          <Button onClick={() => setOpen(false)}>Save</Button>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
