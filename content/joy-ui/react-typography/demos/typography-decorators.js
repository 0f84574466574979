import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';

export default function TypographyDecorators() {
  return (
    <Stack spacing={1.5}>
      <Typography startDecorator={<CheckCircle color="success" />}>
        Payment confirmed
      </Typography>
      <Typography level="body-sm" startDecorator={<Schedule />}>
        Delivery between 9:00 and 12:00
      </Typography>
      {/* A Chip is a div: the line must not be a <p>. */}
      <Typography
        level="title-md"
        component="div"
        endDecorator={
          <Chip size="sm" variant="soft" color="primary">
            New
          </Chip>
        }
      >
        Shared workspaces
      </Typography>
    </Stack>
  );
}
