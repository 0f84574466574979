import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InviteTeammate() {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState('editor');
  const [sent, setSent] = React.useState(null);

  const handleSubmit = (event) => {
    event.preventDefault();
    setSent(`Invitation sent to ${email} as ${role}.`);
    setEmail('');
  };

  return (
    <form onSubmit={handleSubmit}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <FormControl required>
          <FormLabel>Email</FormLabel>
          <Input
            type="email"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormHelperText>They get a link valid for 7 days.</FormHelperText>
        </FormControl>
        <FormControl>
          <FormLabel>Role</FormLabel>
          <Select value={role} onChange={(_event, value) => setRole(value)}>
            <Option value="viewer">Viewer</Option>
            <Option value="editor">Editor</Option>
            <Option value="admin">Admin</Option>
          </Select>
        </FormControl>
        <Button type="submit">Send invitation</Button>
        <Typography level="body-sm" aria-live="polite">
          {sent ?? ''}
        </Typography>
      </Stack>
    </form>
  );
}
