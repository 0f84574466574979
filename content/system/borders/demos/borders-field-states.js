import * as React from 'react';
import { Box } from '@mui/system';

// borderColor switches between palette paths as the field is validated.
export default function BordersFieldStates() {
  const [code, setCode] = React.useState('');
  const valid = /^[A-Z]{3}-\d{3}$/.test(code);
  const touched = code.length > 0;
  const state = !touched ? 'idle' : valid ? 'valid' : 'invalid';
  return (
    <div style={{ maxWidth: 320 }}>
      <label htmlFor="borders-field-states-code">Voucher code (ABC-123)</label>
      <Box
        component="input"
        id="borders-field-states-code"
        value={code}
        aria-invalid={state === 'invalid'}
        aria-describedby="borders-field-states-help"
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        sx={{
          display: 'block',
          width: 1,
          boxSizing: 'border-box',
          mt: 0.5,
          p: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 2,
          borderRadius: 1,
          borderColor:
            state === 'invalid'
              ? 'error.main'
              : state === 'valid'
                ? 'success.main'
                : 'divider',
        }}
      />
      <Box
        component="p"
        id="borders-field-states-help"
        sx={{ mt: 0.5, mb: 0, typography: 'body2' }}
      >
        {state === 'invalid'
          ? 'Three letters, a dash and three digits.'
          : state === 'valid'
            ? 'Code accepted.'
            : 'Find the code on your receipt.'}
      </Box>
    </div>
  );
}
