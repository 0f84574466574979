import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Check from '@mui/icons-material/Check';
import Tune from '@mui/icons-material/Tune';

export default function TextAndIconContent() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      {/* badgeContent takes any node: a word, or an icon. The control's name says what it means. */}
      <Badge badgeContent="New" color="primary" size="sm">
        <Button variant="outlined" color="neutral">
          Reports
        </Button>
      </Badge>
      <Badge badgeContent={<Check />} color="success" variant="solid" size="sm">
        <IconButton
          variant="outlined"
          color="neutral"
          aria-label="Filters, 2 applied"
        >
          <Tune />
        </IconButton>
      </Badge>
    </Stack>
  );
}
