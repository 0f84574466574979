import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function TaskCheckboxes() {
  return (
    // Without a visible label each checkbox still needs a name: here aria-label.
    <Stack direction="row" spacing={1}>
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Mark task as done' }} />
      <Checkbox inputProps={{ 'aria-label': 'Mark task as urgent' }} />
      <Checkbox disabled inputProps={{ 'aria-label': 'Archived (unavailable)' }} />
      <Checkbox
        disabled
        checked
        inputProps={{ 'aria-label': 'Synced (always on)' }}
      />
    </Stack>
  );
}
