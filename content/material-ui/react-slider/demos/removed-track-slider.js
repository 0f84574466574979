import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function RemovedTrackSlider() {
  return (
    <Box sx={{ width: 320 }}>
      <Typography id="balance-label" gutterBottom>
        Audio balance
      </Typography>
      {/* A position, not an amount: no track filling from the left. */}
      <Slider
        aria-labelledby="balance-label"
        track={false}
        defaultValue={0}
        min={-50}
        max={50}
        marks={[
          { value: -50, label: 'Left' },
          { value: 0, label: 'Centre' },
          { value: 50, label: 'Right' },
        ]}
        getAriaValueText={(v) =>
          v === 0 ? 'centre' : v < 0 ? `${-v} left` : `${v} right`
        }
      />
    </Box>
  );
}
