import * as React from 'react';
import Button from '@mui/joy/Button';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const roasts = ['Light', 'Medium', 'Dark'];

export default function RadioFormSubmit() {
  const labelId = React.useId();
  const [roast, setRoast] = React.useState('Medium');
  const [submitted, setSubmitted] = React.useState(null);

  const handleSubmit = (event) => {
    event.preventDefault();
    // The group's name goes to every radio input, so the form data holds the checked value.
    setSubmitted(String(new FormData(event.currentTarget).get('roast')));
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <FormLabel id={labelId}>Roast</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="roast"
          orientation="horizontal"
          value={roast}
          onChange={(event) => setRoast(event.target.value)}
        >
          {roasts.map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
        <Stack direction="row" spacing={1}>
          <Button type="submit">Order</Button>
          <Button type="button" variant="plain" onClick={() => setRoast('Medium')}>
            Reset to medium
          </Button>
        </Stack>
        <Typography level="body-sm" aria-live="polite">
          {submitted ? `Submitted roast: ${submitted}` : 'Nothing submitted yet.'}
        </Typography>
      </Stack>
    </form>
  );
}
