import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import SendRoundedIcon from '@mui/icons-material/SendRounded';

export default function DraftToolbarIcons() {
  const [pinned, setPinned] = React.useState(false);
  const [status, setStatus] = React.useState('Draft saved 2 minutes ago');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title={pinned ? 'Unpin draft' : 'Pin draft'}>
          <IconButton
            aria-label={pinned ? 'Unpin draft' : 'Pin draft'}
            aria-pressed={pinned}
            color={pinned ? 'primary' : 'default'}
            onClick={() => setPinned((p) => !p)}
          >
            {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete draft">
          <IconButton
            aria-label="Delete draft"
            onClick={() => setStatus('Draft deleted')}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Button
          variant="contained"
          endIcon={<SendRoundedIcon fontSize="small" />}
          onClick={() => setStatus('Message sent')}
        >
          Send
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
    </Stack>
  );
}
