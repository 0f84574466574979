import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function MessageActions() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="outlined" aria-label="Reply options">
        <Button>Reply</Button>
        <Button>Reply all</Button>
        <Button>Forward</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" size="small" aria-label="Zoom">
        <Button>Zoom out</Button>
        <Button>100%</Button>
        <Button>Zoom in</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label="Export formats">
        <Button>Export as PDF</Button>
        <Button>Export as CSV</Button>
        <Button>Export as JSON</Button>
      </ButtonGroup>
    </Stack>
  );
}
