import GroupIcon from '@mui/icons-material/Group';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const members = ['Ada', 'Ben', 'Chloé', 'Dev', 'Eli', 'Farah', 'Gus'];

export default function TeamAvatarGroup() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AvatarGroup
          max={4}
          total={members.length}
          role="group"
          aria-label={`Design team, ${members.length} members`}
          // Styles every avatar, including the "+N" one the group adds.
          sx={{
            '& .MuiAvatar-root': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {members.map((member) => (
            <Avatar key={member}>{member[0]}</Avatar>
          ))}
        </AvatarGroup>
        <Typography variant="body2">Design team</Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          sx={{
            width: 56,
            height: 56,
            bgcolor: 'success.main',
            color: 'success.contrastText',
          }}
        >
          <GroupIcon aria-hidden />
        </Avatar>
        <Avatar
          variant="square"
          sx={{
            width: 32,
            height: 32,
            fontSize: 14,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          QA
        </Avatar>
        <Typography variant="body2">
          Rounded and square variants, custom sizes
        </Typography>
      </Stack>
    </Stack>
  );
}
