import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function TermsConsent() {
  const [accepted, setAccepted] = React.useState(false);
  const [newsletter, setNewsletter] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const showError = submitted && !accepted;

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      sx={{ maxWidth: 380 }}
    >
      <FormControl error={showError}>
        <Checkbox
          label="I accept the terms of service"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          required
        />
        <FormHelperText>
          {showError ? 'You need to accept the terms to continue.' : 'Required.'}
        </FormHelperText>
      </FormControl>
      <Checkbox
        variant="soft"
        label="Send me the monthly newsletter"
        checked={newsletter}
        onChange={(event) => setNewsletter(event.target.checked)}
      />
      <Checkbox
        label="Share usage data (managed by your admin)"
        disabled
        defaultChecked
      />
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Create account
      </Button>
      {submitted && accepted ? (
        <FormHelperText>Account created.</FormHelperText>
      ) : null}
    </Stack>
  );
}
