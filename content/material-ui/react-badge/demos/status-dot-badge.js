import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const people = [
  { name: 'Noor', online: true },
  { name: 'Kofi', online: false },
];

export default function StatusDot() {
  return (
    <Stack direction="row" spacing={4}>
      {people.map((person) => (
        <Stack
          key={person.name}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <Badge
            variant="dot"
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            color="success"
            invisible={!person.online}
          >
            <Avatar
              aria-hidden
              sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
            >
              {person.name[0]}
            </Avatar>
          </Badge>
          {/* The dot is visual only; the text carries the status. */}
          <Typography variant="body2">
            {person.name} · {person.online ? 'online' : 'away'}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
