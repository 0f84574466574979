import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DelayTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip
        describeChild
        title="Appears after 500 ms, leaves after 200 ms"
        enterDelay={500}
        leaveDelay={200}
      >
        <Button>Delayed</Button>
      </Tooltip>
      {/* Moving from one tooltip to the next within enterNextDelay skips the enter delay. */}
      <Tooltip describeChild title="Bold" enterDelay={500} enterNextDelay={0}>
        <Button>B</Button>
      </Tooltip>
      <Tooltip describeChild title="Italic" enterDelay={500} enterNextDelay={0}>
        <Button>I</Button>
      </Tooltip>
    </Stack>
  );
}
