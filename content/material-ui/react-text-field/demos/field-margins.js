import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FieldMargins() {
  return (
    <Box
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {['none', 'dense', 'normal'].map((margin) => (
        <Box
          key={margin}
          sx={{
            width: 200,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
          }}
        >
          <TextField
            id={`margin-${margin}-first`}
            label="First name"
            margin={margin}
            fullWidth
            helperText={`margin="${margin}"`}
          />
          <TextField
            id={`margin-${margin}-last`}
            label="Last name"
            margin={margin}
            fullWidth
          />
        </Box>
      ))}
    </Box>
  );
}
