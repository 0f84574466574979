import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const states = [
  { label: 'Draft', color: 'default' },
  { label: 'In review', color: 'primary' },
  { label: 'Approved', color: 'success' },
  { label: 'Needs changes', color: 'warning' },
  { label: 'Rejected', color: 'error' },
];

export default function ColorChips() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {states.map(({ label, color }) => (
          <Chip key={label} label={label} color={color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {states.map(({ label, color }) => (
          <Chip key={label} label={label} color={color} variant="outlined" />
        ))}
      </Stack>
    </Stack>
  );
}
