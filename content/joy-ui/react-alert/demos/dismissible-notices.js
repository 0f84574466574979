import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const initialNotices = [
  {
    id: 'maintenance',
    color: 'neutral',
    text: 'Maintenance on Sunday, 02:00 to 03:00 UTC.',
  },
  { id: 'billing', color: 'primary', text: 'Invoices now include the VAT number.' },
];

export default function DismissibleNotices() {
  const [visible, setVisible] = React.useState(initialNotices.map((n) => n.id));

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      {initialNotices
        .filter((notice) => visible.includes(notice.id))
        .map((notice) => (
          <Alert
            key={notice.id}
            role="status"
            color={notice.color}
            variant="soft"
            startDecorator={<InfoOutlined />}
            endDecorator={
              <IconButton
                variant="plain"
                color={notice.color}
                size="sm"
                aria-label={`Dismiss the ${notice.id} notice`}
                onClick={() =>
                  setVisible((ids) => ids.filter((id) => id !== notice.id))
                }
              >
                <CloseRounded />
              </IconButton>
            }
          >
            {notice.text}
          </Alert>
        ))}
      {visible.length === 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="body-sm">No notices.</Typography>
          <Button
            size="sm"
            variant="plain"
            onClick={() => setVisible(initialNotices.map((n) => n.id))}
          >
            Show them again
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
