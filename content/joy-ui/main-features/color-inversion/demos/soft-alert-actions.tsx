import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Close from '@mui/icons-material/Close';
import type { ColorPaletteProp } from '@mui/joy/styles';

const notices: { color: ColorPaletteProp; title: string; text: string; action: string }[] = [
  { color: 'success', title: 'Backup finished', text: '2,314 files copied at 03:12.', action: 'View log' },
  { color: 'warning', title: 'Storage at 92%', text: 'Old snapshots will be pruned on Friday.', action: 'Manage' },
  { color: 'danger', title: 'Sync failed', text: 'The token for “Design drive” expired.', action: 'Reconnect' },
];

export default function SoftAlertActions() {
  const [open, setOpen] = React.useState(notices.map((n) => n.title));

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 520 }}>
      {notices
        .filter((notice) => open.includes(notice.title))
        .map((notice) => (
          <Alert
            key={notice.title}
            variant="soft"
            color={notice.color}
            invertedColors
            endDecorator={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button size="sm" variant="outlined">
                  {notice.action}
                </Button>
                <IconButton
                  size="sm"
                  variant="plain"
                  aria-label={`Dismiss ${notice.title}`}
                  onClick={() => setOpen((list) => list.filter((t) => t !== notice.title))}
                >
                  <Close />
                </IconButton>
              </Stack>
            }
          >
            <div>
              <Typography level="title-sm">{notice.title}</Typography>
              <Typography level="body-sm">{notice.text}</Typography>
            </div>
          </Alert>
        ))}
      {open.length === 0 && (
        <Button variant="plain" onClick={() => setOpen(notices.map((n) => n.title))}>
          Show the notices again
        </Button>
      )}
    </Stack>
  );
}
