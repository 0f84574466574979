import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function OutlinedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined">Export CSV</Button>
      <Button variant="outlined" disabled>
        Import
      </Button>
      <Button variant="outlined" href="/material-ui/discover-more/versions/">
        View changelog
      </Button>
    </Stack>
  );
}
