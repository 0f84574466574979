import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ShareIcon from '@mui/icons-material/Share';

/** The replacement for <Hidden smDown> / <Hidden mdUp>: one element per form, shown by sx. */
export default function HiddenMigration() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box component="span" sx={{ flex: 1, px: 1 }}>
        Trip to Lisbon
      </Box>
      <Button
        startIcon={<ShareIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        Share trip
      </Button>
      <IconButton
        aria-label="Share trip"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <ShareIcon />
      </IconButton>
    </Paper>
  );
}
