import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function RequiredForm() {
  const [sent, setSent] = React.useState(null);

  return (
    // FormControl passes required, disabled, size and color to the Textarea;
    // name puts its text in the form data, and the browser blocks an empty submit.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('reason')));
      }}
    >
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <FormControl required>
          <FormLabel>Reason for the refund</FormLabel>
          <Textarea name="reason" minRows={2} />
          <FormHelperText>Required. Our team reads every answer.</FormHelperText>
        </FormControl>
        <FormControl disabled>
          <FormLabel>Internal note</FormLabel>
          <Textarea
            name="note"
            minRows={2}
            defaultValue="Added by support staff only."
          />
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Request refund
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {sent === null ? 'Nothing sent yet.' : `Sent reason: “${sent}”`}
        </Typography>
      </Stack>
    </form>
  );
}
