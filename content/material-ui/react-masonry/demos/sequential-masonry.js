import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const steps = [
  { text: 'Preheat the oven to 200 °C.', height: 60 },
  {
    text: 'Chop the vegetables into pieces of the same size, so that they cook evenly.',
    height: 110,
  },
  { text: 'Toss them with oil and salt.', height: 60 },
  { text: 'Spread on a tray in one layer.', height: 80 },
  { text: 'Roast for 35 minutes, turning once halfway.', height: 90 },
  { text: 'Serve warm.', height: 50 },
];

export default function SequentialMasonry() {
  return (
    // `sequential` fills columns left to right in order, so step 2 is always beside step 1.
    <Masonry columns={3} spacing={1.5} sequential>
      {steps.map(({ text, height }, index) => (
        <Box
          key={text}
          sx={{
            minHeight: height,
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography variant="subtitle2" component="p">
            Step {index + 1}
          </Typography>
          <Typography variant="body2">{text}</Typography>
        </Box>
      ))}
    </Masonry>
  );
}
