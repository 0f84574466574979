import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function InputDecorators() {
  const [size, setSize] = React.useState('md');
  const [shown, setShown] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 400 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Field size"
        value={size}
        onChange={(e) => setSize(e.target.value)}
      >
        <Radio value="sm" label="sm" />
        <Radio value="md" label="md" />
        <Radio value="lg" label="lg" />
      </RadioGroup>
      <Input
        size={size}
        type={shown ? 'text' : 'password'}
        defaultValue="correct-horse"
        aria-label="Password"
        endDecorator={
          <IconButton
            aria-label={shown ? 'Hide password' : 'Show password'}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        }
      />
      <Input
        size={size}
        placeholder="Coupon code"
        aria-label="Coupon code"
        startDecorator={<Chip variant="soft">SAVE</Chip>}
        endDecorator={<Button>Apply</Button>}
      />
    </Stack>
  );
}
