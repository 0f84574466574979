import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Archive from '@mui/icons-material/ArchiveOutlined';

export default function UndoActionAlert() {
  const [archived, setArchived] = React.useState(3);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 460 }}>
      <Typography level="body-md">
        {archived > 0 ? 'Inbox: 9 conversations' : 'Inbox: 12 conversations'}
      </Typography>
      {archived > 0 ? (
        // An action in endDecorator lets the reader act on the message without leaving it.
        <Alert
          role="status"
          variant="outlined"
          color="neutral"
          startDecorator={<Archive />}
          endDecorator={
            <Button
              size="sm"
              variant="soft"
              color="neutral"
              onClick={() => setArchived(0)}
            >
              Undo
            </Button>
          }
        >
          {archived} conversations archived.
        </Alert>
      ) : (
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setArchived(3)}
        >
          Archive 3 again
        </Button>
      )}
    </Stack>
  );
}
