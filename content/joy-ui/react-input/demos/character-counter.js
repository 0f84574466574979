import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

const max = 40;

export default function CharacterCounter() {
  const [value, setValue] = React.useState('Weekend in the hills');
  const left = max - value.length;
  const color = left === 0 ? 'danger' : left <= 10 ? 'warning' : 'neutral';

  return (
    <FormControl sx={{ maxWidth: 360 }} color={color}>
      <FormLabel>Album title</FormLabel>
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        // maxLength goes to the inner <input>, which stops typing at the limit.
        slotProps={{ input: { maxLength: max } }}
        endDecorator={
          <Typography
            level="body-xs"
            aria-hidden
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {value.length}/{max}
          </Typography>
        }
      />
      <FormHelperText aria-live="polite">
        {left === 0 ? 'You reached the limit.' : `${left} characters left.`}
      </FormHelperText>
    </FormControl>
  );
}
