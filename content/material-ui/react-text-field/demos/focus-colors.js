import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function FocusColors() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* `color` is the color of the focused state; `focused` shows it here without clicking. */}
      <TextField id="color-secondary" label="Coupon" color="secondary" focused />
      <TextField
        id="color-success"
        label="Verified email"
        color="success"
        variant="filled"
        focused
        defaultValue="ada@example.com"
      />
      <TextField
        id="color-warning"
        label="Nickname"
        color="warning"
        variant="standard"
        focused
      />
    </Stack>
  );
}
