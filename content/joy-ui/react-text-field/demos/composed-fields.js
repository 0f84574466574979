import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function ComposedFields() {
  const [email, setEmail] = React.useState('sam@');
  const [submitted, setSubmitted] = React.useState(false);
  const invalid = !/^\S+@\S+\.\S+$/.test(email);

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 360 }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input name="name" autoComplete="name" defaultValue="Sam Rivera" />
      </FormControl>
      <FormControl required error={invalid}>
        <FormLabel>Work email</FormLabel>
        <Input
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FormHelperText>
          {invalid ? (
            <React.Fragment>
              <InfoOutlined />
              Enter an address like name@company.com.
            </React.Fragment>
          ) : (
            'We send the invitation here.'
          )}
        </FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Workspace</FormLabel>
        <Input defaultValue="acme.example" />
      </FormControl>
      <Button type="submit" disabled={invalid}>
        {submitted ? 'Invitation sent' : 'Create account'}
      </Button>
    </Stack>
  );
}
