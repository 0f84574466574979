import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export default function MultilineChip() {
  return (
    <Box sx={{ width: 220 }}>
      {/* Chips keep to one line by default; these styles let a long label wrap. */}
      <Chip
        label="Allergens: gluten, milk, eggs, nuts, sesame, soy"
        sx={{
          height: 'auto',
          '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', py: 0.5 },
        }}
      />
    </Box>
  );
}
