import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

const MIN = 20;

export default function FeedbackValidation() {
  const [text, setText] = React.useState('Too slow');
  const [touched, setTouched] = React.useState(false);
  const tooShort = text.trim().length < MIN;

  return (
    <Stack
      component="form"
      noValidate
      spacing={1.5}
      sx={{ maxWidth: 400 }}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
      }}
    >
      {/* error on the FormControl colors the textarea, label and helper text together. */}
      <FormControl
        error={touched && tooShort}
        // danger.500 is too dark on a dark background: plainColor is the readable shade in each mode.
        sx={{
          '&.Mui-error': {
            '--FormHelperText-color': 'var(--joy-palette-danger-plainColor)',
          },
        }}
      >
        <FormLabel>What went wrong?</FormLabel>
        <Textarea
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <FormHelperText>
          {touched && tooShort
            ? `Please write at least ${MIN} characters (${text.trim().length} so far).`
            : 'Steps to reproduce help us most.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Send report
      </Button>
    </Stack>
  );
}
