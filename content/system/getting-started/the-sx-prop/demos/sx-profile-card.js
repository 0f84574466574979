import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function SxProfileCard() {
  const [following, setFollowing] = React.useState(false);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { boxShadow: 4 },
        transition: 'box-shadow 150ms',
      }}
    >
      <Avatar
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          width: 48,
          height: 48,
        }}
      >
        AK
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ typography: 'subtitle1', fontWeight: 'fontWeightBold' }}>
          Amara Kone
        </Typography>
        <Typography noWrap sx={{ typography: 'body2', color: 'text.secondary' }}>
          Design systems lead, Lagos
        </Typography>
      </Box>
      <Button
        variant={following ? 'outlined' : 'contained'}
        aria-pressed={following}
        onClick={() => setFollowing((f) => !f)}
        sx={{ flexShrink: 0, borderRadius: 5 }}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
    </Box>
  );
}
