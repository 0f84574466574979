import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Mail from '@mui/icons-material/MailOutline';

export default function BadgeMaxInvisible() {
  const [count, setCount] = React.useState(97);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* max caps the number shown; a zero count hides the badge unless showZero is set. */}
      <Badge badgeContent={count} max={99}>
        <IconButton variant="soft" aria-label={`Inbox, ${count} unread`}>
          <Mail />
        </IconButton>
      </Badge>
      <Button size="sm" variant="outlined" onClick={() => setCount((c) => c + 1)}>
        New mail
      </Button>
      <Button size="sm" variant="plain" onClick={() => setCount(0)}>
        Mark all read
      </Button>
    </Stack>
  );
}
