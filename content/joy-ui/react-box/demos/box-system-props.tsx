import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BoxSystemProps() {
  return (
    // System props straight on Box: the same keys and theme values as sx, written as props.
    <Box
      component="section"
      aria-labelledby="box-system-props-title"
      display="flex"
      flexDirection={{ xs: 'column', sm: 'row' }}
      gap={2}
      p={2}
      maxWidth={520}
      borderRadius="md"
      bgcolor="background.level1"
      border="1px solid"
      borderColor="divider"
    >
      <Box flexShrink={0} width={64} height={64} borderRadius="sm" bgcolor="primary.solidBg" />
      <Box>
        <Typography id="box-system-props-title" level="title-md">
          Weekly digest
        </Typography>
        <Typography level="body-sm">
          Sent every Monday at 08:00 with the week&apos;s most-read articles.
        </Typography>
      </Box>
    </Box>
  );
}
