import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Box from '@mui/joy/Box';

const sources = ['A friend', 'A search engine', 'A podcast'];

export default function OtherOptionField() {
  const [source, setSource] = React.useState('A friend');
  const otherRef = React.useRef(null);
  const labelId = React.useId();

  return (
    <Box sx={{ maxWidth: 320 }}>
      <FormLabel id={labelId}>How did you hear about us?</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="heard-from"
        value={source}
        onChange={(event) => {
          setSource(event.target.value);
          // Move focus into the follow-up field as soon as it appears.
          if (event.target.value === 'other') {
            requestAnimationFrame(() => otherRef.current?.focus());
          }
        }}
      >
        {sources.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
        <Radio value="other" label="Something else" />
      </RadioGroup>
      {source === 'other' && (
        <Input
          size="sm"
          placeholder="Tell us where"
          slotProps={{
            input: { ref: otherRef, 'aria-label': 'Where did you hear about us' },
          }}
          sx={{ mt: 1, ml: 3.5 }}
        />
      )}
    </Box>
  );
}
