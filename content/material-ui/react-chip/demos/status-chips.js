import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function StatusChips() {
  return (
    // Static chips: filled for emphasis, outlined for secondary information.
    <Stack direction="row" spacing={1}>
      <Chip label="In stock" />
      <Chip label="Free shipping" variant="outlined" />
    </Stack>
  );
}
