import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function OffsetTooltip() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Default distance">
        <Button variant="outlined">Default</Button>
      </Tooltip>
      {/* Popper.js's offset modifier: [skidding along the anchor, distance from it] in pixels. */}
      <Tooltip
        describeChild
        title="24 px away"
        slotProps={{
          popper: { modifiers: [{ name: 'offset', options: { offset: [0, 24] } }] },
        }}
      >
        <Button variant="outlined">Further away</Button>
      </Tooltip>
    </Stack>
  );
}
