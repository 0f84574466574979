import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function ControlledTooltip() {
  const [open, setOpen] = React.useState(false);
  const [shown, setShown] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip
        describeChild
        open={open}
        onOpen={() => {
          setOpen(true);
          setShown((count) => count + 1);
        }}
        onClose={() => setOpen(false)}
        title="Saved to your library"
      >
        <Button variant="outlined">Save</Button>
      </Tooltip>
      <Typography variant="body2">Tooltip shown {shown} times</Typography>
    </Stack>
  );
}
