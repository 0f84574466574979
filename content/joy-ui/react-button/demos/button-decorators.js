import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Mail from '@mui/icons-material/MailOutline';

export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startDecorator={<Add />}>New invoice</Button>
      <Button
        variant="outlined"
        color="neutral"
        endDecorator={<KeyboardArrowDown />}
      >
        Export
      </Button>
      <Button
        variant="soft"
        startDecorator={<Mail />}
        endDecorator={
          <Chip size="sm" variant="solid" color="primary">
            12
          </Chip>
        }
      >
        Inbox
      </Button>
    </Stack>
  );
}
