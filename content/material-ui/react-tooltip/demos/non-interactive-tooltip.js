import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function NonInteractiveTooltip() {
  return (
    <Stack direction="row" spacing={2}>
      {/* By default the pointer can move onto the tooltip (to select its text) and it stays open. */}
      <Tooltip describeChild title="Move the pointer onto me: I stay open">
        <Button>Interactive (default)</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title="I close as soon as the pointer leaves the button"
        disableInteractive
      >
        <Button>disableInteractive</Button>
      </Tooltip>
    </Stack>
  );
}
