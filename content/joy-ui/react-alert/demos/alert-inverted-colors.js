import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloudSyncIcon from '@mui/icons-material/CloudSync';

export default function AlertInvertedColors() {
  return (
    // invertedColors: the button and progress inside pick colors that read on the solid surface.
    <Alert
      variant="solid"
      color="primary"
      invertedColors
      startDecorator={<CloudSyncIcon />}
      sx={{ alignItems: 'flex-start', maxWidth: 460, bgcolor: 'primary.800' }}
      endDecorator={
        <Button size="sm" variant="solid">
          Pause
        </Button>
      }
    >
      <Stack spacing={1} sx={{ flex: 1 }}>
        <Typography level="title-sm">Syncing your library</Typography>
        <Typography level="body-sm">312 of 480 photos uploaded.</Typography>
        <LinearProgress determinate value={65} aria-label="Sync progress" />
      </Stack>
    </Alert>
  );
}
