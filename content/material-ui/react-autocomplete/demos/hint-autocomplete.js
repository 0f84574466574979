import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const domains = [
  'gmail.com',
  'outlook.com',
  'proton.me',
  'icloud.com',
  'example.com',
];

export default function HintAutocomplete() {
  const [inputValue, setInputValue] = React.useState('');
  const hint = React.useRef('');

  const at = inputValue.indexOf('@');
  const typedDomain = at >= 0 ? inputValue.slice(at + 1) : null;
  const match =
    typedDomain !== null && typedDomain !== ''
      ? domains.find((d) => d.startsWith(typedDomain))
      : undefined;
  hint.current = match ? inputValue + match.slice(typedDomain.length) : '';

  return (
    <Autocomplete
      id="hint-email"
      freeSolo
      options={[]}
      inputValue={inputValue}
      onInputChange={(_event, next) => setInputValue(next)}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <Box sx={{ position: 'relative' }}>
          {/* The completion sits behind the input as grey text; Tab or → accepts it. */}
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: 16.5,
              insetInlineStart: 14,
              color: 'text.disabled',
              pointerEvents: 'none',
              whiteSpace: 'pre',
            }}
          >
            {hint.current}
          </Box>
          <TextField
            {...params}
            label="Email"
            helperText="Type a name, then @: Tab completes the domain"
            onKeyDown={(event) => {
              if (
                (event.key === 'Tab' || event.key === 'ArrowRight') &&
                hint.current &&
                hint.current !== inputValue
              ) {
                event.preventDefault();
                setInputValue(hint.current);
              }
            }}
          />
        </Box>
      )}
    />
  );
}
