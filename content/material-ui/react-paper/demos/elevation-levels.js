import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const levels = [0, 1, 2, 4, 8, 16];

export default function ElevationLevels() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        p: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
      }}
    >
      {levels.map((elevation) => (
        <Paper
          key={elevation}
          elevation={elevation}
          sx={{ height: 80, display: 'grid', placeItems: 'center' }}
        >
          <Typography variant="body2">elevation {elevation}</Typography>
        </Paper>
      ))}
      <Paper
        variant="outlined"
        sx={{ height: 80, display: 'grid', placeItems: 'center' }}
      >
        <Typography variant="body2">outlined</Typography>
      </Paper>
      <Paper
        square
        elevation={3}
        sx={{ height: 80, display: 'grid', placeItems: 'center' }}
      >
        <Typography variant="body2">square</Typography>
      </Paper>
    </Box>
  );
}
