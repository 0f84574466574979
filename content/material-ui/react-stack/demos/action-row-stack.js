import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ActionRowStack() {
  return (
    // direction="row-reverse": the primary action comes first in the DOM (and tab order) but sits at the end.
    <Stack direction="row-reverse" spacing={1}>
      <Button variant="contained">Save</Button>
      <Button>Cancel</Button>
    </Stack>
  );
}
