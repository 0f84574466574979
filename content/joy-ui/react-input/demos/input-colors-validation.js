import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';

const taken = ['admin', 'root', 'support'];

export default function InputColorsValidation() {
  const [username, setUsername] = React.useState('support');
  const valid = /^[a-z0-9_]{3,16}$/.test(username);
  const free = valid && !taken.includes(username);
  const color = !valid || !free ? 'danger' : 'success';

  return (
    <FormControl error={!free} sx={{ maxWidth: 320 }}>
      <FormLabel>Username</FormLabel>
      {/* color follows the check: danger while taken or invalid, success once free. */}
      <Input
        value={username}
        onChange={(e) => setUsername(e.target.value.toLowerCase())}
        color={color}
        endDecorator={free ? <CheckCircle color="success" /> : null}
        autoComplete="username"
      />
      <FormHelperText>
        {!valid
          ? '3 to 16 letters, digits or _.'
          : free
            ? `${username} is available.`
            : `${username} is taken.`}
      </FormHelperText>
    </FormControl>
  );
}
