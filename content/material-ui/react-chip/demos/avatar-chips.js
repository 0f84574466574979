import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function AvatarChips() {
  return (
    <Stack direction="row" spacing={1}>
      {/* The initial repeats the name: hidden from screen readers. */}
      <Chip avatar={<Avatar aria-hidden="true">M</Avatar>} label="Maya Chen" />
      <Chip
        avatar={
          <Avatar
            aria-hidden="true"
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
          >
            T
          </Avatar>
        }
        label="Tomás Ruiz"
        variant="outlined"
      />
    </Stack>
  );
}
