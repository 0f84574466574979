import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function SeverityAlerts() {
  return (
    <Stack spacing={2}>
      <Alert severity="success">Your changes were published.</Alert>
      <Alert severity="info">
        Maintenance is planned for Sunday, 02:00 to 04:00 UTC.
      </Alert>
      <Alert severity="warning" variant="outlined">
        Your storage is 90% full. Delete old files or upgrade your plan.
      </Alert>
      <Alert severity="error" variant="filled">
        <AlertTitle>Payment failed</AlertTitle>
        The card was declined. Check the card details or use another card.
      </Alert>
    </Stack>
  );
}
