import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function FormSubmitSwitch() {
  const [sent, setSent] = React.useState(null);

  return (
    // The switch is a native checkbox: with a name (set on the input slot), the form sends its value
    // ("on" unless value says otherwise) only when it is checked.
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSent(
          `newsletter=${data.get('newsletter') ?? '(absent)'}, digest=${data.get('digest') ?? '(absent)'}`,
        );
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          component="label"
          startDecorator={
            <Switch defaultChecked slotProps={{ input: { name: 'newsletter' } }} />
          }
          sx={{ gap: 1.5 }}
        >
          Monthly newsletter
        </Typography>
        <Typography
          component="label"
          startDecorator={
            <Switch slotProps={{ input: { name: 'digest', value: 'weekly' } }} />
          }
          sx={{ gap: 1.5 }}
        >
          Weekly digest
        </Typography>
        <Button type="submit" size="sm">
          Save preferences
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {sent ?? 'Not saved yet.'}
        </Typography>
      </Stack>
    </form>
  );
}
