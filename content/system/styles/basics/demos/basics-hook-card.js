import { Box } from '@mui/system';

// Where makeStyles gave a hook returning class names, sx puts the same rules on the element.
const card = {
  display: 'grid',
  gap: 0.5,
  maxWidth: 320,
  p: 2,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
};

export default function BasicsHookCard() {
  return (
    <Box component="section" aria-label="Order summary" sx={card}>
      <Box component="strong" sx={{ fontSize: 18 }}>
        Order #8841
      </Box>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        3 items · ships tomorrow
      </Box>
    </Box>
  );
}
