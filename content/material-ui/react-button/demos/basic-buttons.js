import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="text">Cancel</Button>
      <Button variant="outlined">Save draft</Button>
      <Button variant="contained">Publish</Button>
    </Stack>
  );
}
