import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProfilePopover() {
  const [anchor, setAnchor] = React.useState(null);
  const [following, setFollowing] = React.useState(false);
  const open = Boolean(anchor);

  return (
    <Typography component="div">
      Reviewed by{' '}
      <Button
        size="small"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'profile-popover' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Katherine Johnson
      </Button>
      <Popover
        id="profile-popover"
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': 'profile-popover-name' },
        }}
      >
        <Stack direction="row" spacing={2} sx={{ p: 2, maxWidth: 300 }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            KJ
          </Avatar>
          <div>
            <Typography id="profile-popover-name" variant="subtitle1" component="h2">
              Katherine Johnson
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Flight dynamics · 214 reviews
            </Typography>
            <Button
              size="small"
              variant={following ? 'outlined' : 'contained'}
              sx={{ mt: 1 }}
              onClick={() => setFollowing(!following)}
            >
              {following ? 'Following' : 'Follow'}
            </Button>
          </div>
        </Stack>
      </Popover>
    </Typography>
  );
}
