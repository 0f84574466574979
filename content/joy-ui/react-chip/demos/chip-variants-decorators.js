import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Schedule from '@mui/icons-material/Schedule';
import ErrorOutline from '@mui/icons-material/ErrorOutline';

export default function ChipVariantsDecorators() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Chip variant="solid" color="success" startDecorator={<CheckCircle />}>
        Deployed
      </Chip>
      <Chip variant="soft" color="warning" startDecorator={<Schedule />}>
        Queued
      </Chip>
      <Chip variant="outlined" color="danger" startDecorator={<ErrorOutline />}>
        Failed
      </Chip>
      <Chip variant="plain" startDecorator={<Avatar size="sm">JL</Avatar>}>
        Jordan Lee
      </Chip>
      <Chip size="sm">sm</Chip>
      <Chip size="lg">lg</Chip>
    </Stack>
  );
}
