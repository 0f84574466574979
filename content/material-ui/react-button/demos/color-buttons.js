import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const intents = [
  { color: 'secondary', label: 'Archive' },
  { color: 'success', label: 'Approve' },
  { color: 'error', label: 'Delete' },
];

export default function ColorButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {intents.map(({ color, label }) => (
        <Button key={color} variant="contained" color={color}>
          {label}
        </Button>
      ))}
    </Stack>
  );
}
