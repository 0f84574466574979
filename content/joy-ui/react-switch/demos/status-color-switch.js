import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function StatusColorSwitch() {
  const [open, setOpen] = React.useState(true);

  return (
    // A controlled switch: checked and onChange live in state, so the color,
    // the decorators and the text around it can follow the value.
    <Switch
      checked={open}
      onChange={(event) => setOpen(event.target.checked)}
      color={open ? 'success' : 'danger'}
      variant="solid"
      slotProps={{ input: { 'aria-label': 'Accept online orders' } }}
      startDecorator={<Typography level="body-sm">Closed</Typography>}
      endDecorator={<Typography level="body-sm">Open</Typography>}
    />
  );
}
