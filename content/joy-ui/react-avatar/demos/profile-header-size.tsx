import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function ProfileHeaderSize() {
  return (
    // --Avatar-size overrides the size prop's width, height and font size together,
    // and takes responsive values like any sx property.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar variant="outlined" color="neutral" sx={{ '--Avatar-size': { xs: '56px', sm: '80px' } }}>
        RK
      </Avatar>
      <div>
        <Typography level="title-lg">Rosa Kimura</Typography>
        <Typography level="body-sm">Product designer, Lisbon</Typography>
      </div>
    </Box>
  );
}
