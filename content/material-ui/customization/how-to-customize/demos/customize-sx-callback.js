import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

// sx accepts responsive objects and, for any value, a callback that receives the theme.
export default function CustomizeSxCallback() {
  return (
    <Box
      component="section"
      aria-labelledby="sx-callback-plan"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
        p: { xs: 2, md: 3 },
        maxWidth: 560,
        borderRadius: 2,
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
        borderInlineStart: `6px solid ${(theme.vars || theme).palette.primary.main}`,
        bgcolor: 'background.paper',
      })}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography id="sx-callback-plan" variant="h6" component="h3">
          Team plan
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up to 20 members, shared workspaces and priority support.
        </Typography>
      </Box>
      <Box sx={{ textAlign: { sm: 'end' } }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          $49
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            / month
          </Typography>
        </Typography>
        <Button variant="contained" size="small" sx={{ mt: 1 }}>
          Choose plan
        </Button>
      </Box>
    </Box>
  );
}
