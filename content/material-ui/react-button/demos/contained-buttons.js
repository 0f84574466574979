import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ContainedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained">Create account</Button>
      <Button variant="contained" disableElevation>
        Flat checkout
      </Button>
      <Button variant="contained" disabled>
        Submitted
      </Button>
      <Button variant="contained" href="/material-ui/getting-started/installation/">
        Get started
      </Button>
    </Stack>
  );
}
