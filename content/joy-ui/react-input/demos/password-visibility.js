import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import IconButton from '@mui/joy/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import KeyIcon from '@mui/icons-material/Key';

export default function PasswordVisibility() {
  const [visible, setVisible] = React.useState(false);

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Password</FormLabel>
      {/* The button switches the inner input's type; aria-pressed reports its state. */}
      <Input
        type={visible ? 'text' : 'password'}
        defaultValue="correct horse"
        startDecorator={<KeyIcon />}
        slotProps={{ input: { autoComplete: 'current-password' } }}
        endDecorator={
          <IconButton
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
    </FormControl>
  );
}
