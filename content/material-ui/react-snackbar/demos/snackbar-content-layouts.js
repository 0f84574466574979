import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

export default function SnackbarContentLayouts() {
  return (
    // SnackbarContent is the snackbar's surface on its own: shown here without opening anything.
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <SnackbarContent message="Connection restored." />
      <SnackbarContent
        message="Your storage is 90% full."
        action={
          <Button color="inherit" size="small">
            Manage
          </Button>
        }
      />
      <SnackbarContent
        message="We could not send 3 messages. They will be retried when you are back online, or you can copy them now."
        action={
          <Button color="inherit" size="small">
            Copy
          </Button>
        }
      />
    </Stack>
  );
}
