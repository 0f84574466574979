import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function DarkModeApplyStyles() {
  const [invited, setInvited] = React.useState(false);
  return (
    <Box
      sx={(theme) => ({
        p: 2.5,
        maxWidth: 380,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 3,
        // In the dark scheme shadows barely show: a border separates the card instead.
        ...theme.applyStyles('dark', {
          boxShadow: 'none',
          border: 1,
          borderColor: 'divider',
        }),
      })}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Invite your team
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Teammates can comment on drafts and publish releases.
      </Typography>
      <Button
        variant="contained"
        onClick={() => setInvited(true)}
        disabled={invited}
      >
        {invited ? 'Invitation sent' : 'Send invitation'}
      </Button>
    </Box>
  );
}
