import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function AddressMultiline() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {/* A fixed height: always four rows, scrolling beyond. */}
      <TextField
        id="multiline-address"
        label="Delivery address"
        multiline
        rows={4}
        defaultValue={'12 Harbour Street\nFlat 3\nPorto'}
      />
      {/* Grows with the text from two rows up to six, then scrolls. */}
      <TextField
        id="multiline-notes"
        label="Notes for the courier"
        multiline
        minRows={2}
        maxRows={6}
        placeholder="Ring twice"
      />
    </Stack>
  );
}
