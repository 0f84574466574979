import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthField() {
  return (
    <Box sx={{ maxWidth: 560 }}>
      {/* fullWidth fills the container: the usual choice for a single long field. */}
      <TextField id="full-width-subject" label="Subject" fullWidth />
    </Box>
  );
}
