import * as React from 'react';
import Button from '@mui/joy/Button';
import Drawer from '@mui/joy/Drawer';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const queue = ['Morning Light', 'Harbour Walk', 'Paper Kites', 'Late Tram'];

export default function InvertedPlayerDrawer() {
  const [open, setOpen] = React.useState(false);
  const [playing, setPlaying] = React.useState(queue[0]);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Show queue
      </Button>
      {/* variant and color style the panel; invertedColors adapts everything inside it. */}
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        variant="solid"
        color="primary"
        invertedColors
        slotProps={{ content: { sx: { bgcolor: 'primary.800' } } }}
      >
        <ModalClose aria-label="Close queue" />
        <DialogTitle>Up next</DialogTitle>
        <DialogContent>
          <List aria-label="Queue">
            {queue.map((track) => (
              <ListItem key={track}>
                <ListItemButton
                  selected={track === playing}
                  onClick={() => setPlaying(track)}
                >
                  {track}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Typography level="body-sm" sx={{ px: 1, mt: 2 }}>
            Volume
          </Typography>
          <Slider
            defaultValue={60}
            aria-label="Volume"
            sx={{ mx: 1, width: 'auto' }}
          />
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
