import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';

const colors = [
  'Amber',
  'Blue',
  'Cyan',
  'Green',
  'Indigo',
  'Orange',
  'Pink',
  'Red',
  'Teal',
];

export default function PlainInputAutocomplete() {
  return (
    <Autocomplete
      id="plain-input-autocomplete-input"
      options={colors}
      sx={{
        display: 'inline-block',
        '& input': {
          width: 200,
          p: 1,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        },
      }}
      // Any input works, as long as it receives the ref and the input props.
      renderInput={(params) => (
        <Box ref={params.InputProps.ref}>
          <Box
            component="label"
            htmlFor={params.id}
            sx={{ display: 'block', mb: 0.5 }}
          >
            Accent color
          </Box>
          <input type="text" {...params.inputProps} />
        </Box>
      )}
    />
  );
}
