import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

// The value is null until the reader picks a star, and clicking the chosen star again clears it.
// A fieldset and legend name the radios. The form checks for null itself, since the rating's inputs are radios without `required`.
export default function RatingFeedbackForm() {
  const [value, setValue] = React.useState<number | null>(null);
  const [error, setError] = React.useState(false);
  const [sent, setSent] = React.useState<number | null>(null);

  return (
    <Stack
      component="form"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (value === null) {
          setError(true);
          return;
        }
        setSent(value);
      }}
    >
      <FormControl component="fieldset" error={error} sx={{ border: 0, m: 0, p: 0 }}>
        <FormLabel component="legend">How was the workshop?</FormLabel>
        <Rating
          name="workshop-rating"
          value={value}
          onChange={(_event, next) => {
            setValue(next);
            setError(false);
            setSent(null);
          }}
        />
        <FormHelperText role="status">
          {error ? 'Pick at least one star.' : sent !== null ? `Thanks, ${sent} of 5 sent.` : 'Required'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained">
        Send rating
      </Button>
    </Stack>
  );
}
