import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function PostcodeNumericField() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Digits that are not a quantity: text input with a numeric keyboard, no spinner, no wheel. */}
      <TextField
        id="numeric-postcode"
        label="Postcode"
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9]*',
            maxLength: 5,
            autoComplete: 'postal-code',
          },
        }}
      />
      {/* A real quantity keeps type="number", with bounds. */}
      <TextField
        id="numeric-quantity"
        label="Quantity"
        type="number"
        defaultValue={1}
        slotProps={{ htmlInput: { min: 1, max: 10 } }}
      />
    </Stack>
  );
}
