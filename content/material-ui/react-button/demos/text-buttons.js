import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function TextButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button>Skip</Button>
      <Button disabled>Undo</Button>
      {/* With href the button renders an <a>: a link that looks like a button. */}
      <Button href="/material-ui/react-button/">Learn more</Button>
    </Stack>
  );
}
