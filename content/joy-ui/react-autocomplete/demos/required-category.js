import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const categories = [
  'Bug report',
  'Feature request',
  'Billing',
  'Account access',
  'Other',
];

export default function RequiredCategory() {
  const [value, setValue] = React.useState(null);
  const [submitted, setSubmitted] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const showError = submitted && !value;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ width: 300 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        setSent(Boolean(value));
      }}
    >
      {/* error on the FormControl colors the label, the field and the helper text together. */}
      <FormControl
        required
        error={showError}
        // danger.500 is too dark on a dark background: plainColor is the readable shade in each mode.
        sx={{
          '&.Mui-error': {
            '--FormHelperText-color': 'var(--joy-palette-danger-plainColor)',
          },
        }}
      >
        <FormLabel>Ticket category</FormLabel>
        <Autocomplete
          placeholder="Choose a category"
          options={categories}
          value={value}
          onChange={(_event, next) => {
            setValue(next);
            setSent(false);
          }}
        />
        <FormHelperText>
          {showError ? (
            <React.Fragment>
              <InfoOutlined />
              Pick a category so the ticket reaches the right team.
            </React.Fragment>
          ) : (
            'Used to route your ticket.'
          )}
        </FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        {sent ? 'Ticket sent' : 'Send ticket'}
      </Button>
    </Stack>
  );
}
